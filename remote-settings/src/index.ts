// Async boundary: shared singletons are negotiated by module federation before any app code runs.
import('./bootstrap');
