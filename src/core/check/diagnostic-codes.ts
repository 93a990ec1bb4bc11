import { AsyncapiCode } from '../asyncapi/asyncapi-codes.ts';
import { ComponentCode } from '../components/component-codes.ts';
import { ConfigCode } from '../config/config-codes.ts';
import { LintCode } from '../lint/lint-codes.ts';
import { OpenapiCode } from '../openapi/openapi-codes.ts';
import { PageCode } from '../page/page-codes.ts';
import { RenderCode } from '../render/render-codes.ts';
import { SiteCode } from '../site/site-codes.ts';
import { BuildCode, ProjectCode } from './check-codes.ts';

/**
 * Every diagnostic code core reports, in one list made from the catalogs of each area: the codes a
 * project may turn off or re-grade in `.quirerc.json` (a code not listed here is reported as unknown,
 * with the closest listed one). The settings file's own codes (SettingsCode) are not on it: they
 * cannot be turned off. A test reads the code strings in src/core and fails when one is missing here.
 */
export const diagnosticCodes: readonly string[] = [ConfigCode, ProjectCode, BuildCode, PageCode, ComponentCode, LintCode, RenderCode, SiteCode, OpenapiCode, AsyncapiCode].flatMap((catalog) => Object.values(catalog));
