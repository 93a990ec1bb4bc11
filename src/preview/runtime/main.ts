import { PreviewRuntime } from './preview-runtime.ts';

// The preview page's entry: everything it shows arrives from the host through a port.
new PreviewRuntime(window);
