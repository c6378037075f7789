// The async boundary: the federation runtime sets up the shared scope before any shared module loads.
import('./bootstrap');
