// AsyncAPI reference pages: the generated part of a page whose front matter names a channel.
export { withAsyncapiChannel } from './asyncapi-page.ts';
