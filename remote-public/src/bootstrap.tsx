import { startStandaloneApp } from '@statusdeck/shared';
import { StandaloneRoutes } from './app/standalone-routes';

void startStandaloneApp(<StandaloneRoutes />);
