// The OpenAPI model: spec files of a project (listed or found), their operations, `$ref`s and diagnostics.
export { OpenapiCode } from './openapi-codes.ts';
export type { OpenapiDocument, OpenapiModel, OpenapiOperation } from './openapi-model.ts';
export { httpMethods, openapiModel } from './openapi-model.ts';
export type { OpenapiSources } from './openapi-sources.ts';
export type { OperationLookup, OperationRef } from './find-operation.ts';
export { findOperation, lookupOperation, operationLabel, parseOperationRef } from './find-operation.ts';
export type { PageOperation } from './operation-of-page.ts';
export { operationOfPage } from './operation-of-page.ts';
export type { OpenapiParseResult, OpenapiProblem } from './parse-openapi.ts';
export { parseOpenapi } from './parse-openapi.ts';
export type { FetchedResponse, FetchFailure, FetchFailureReason, FetchSpecOptions, RemoteSpec, RemoteSpecs, SpecFetch } from './remote-specs.ts';
export { fetchRemoteSpec } from './remote-specs.ts';
export { remoteSpecsOf, supplyRemoteSpecs } from '../session/session-project.ts';
export { maxFetchedSpecBytes, specFetchTimeoutMs } from './openapi-limits.ts';
