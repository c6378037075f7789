import type { FastifyPluginAsync } from 'fastify';
import analyticsBreakdownRoute from './breakdown';
import analyticsHeatmapRoute from './heatmap';
import analyticsKnowledgeRoute from './knowledge';
import analyticsQuestionsRoute from './questions';
import analyticsSetupRoute from './setup';
import analyticsSummaryRoute from './summary';
import analyticsTrendRoute from './trend';
import { named } from '#src/routes/named';

/** /analytics: 分析's figures for the owner's agent, from the hourly rollups (paths: ANALYTICS_API_PATHS of shared-contracts). */
const analytics: FastifyPluginAsync = async (app) => {
  await app.register(named(analyticsSummaryRoute));
  await app.register(named(analyticsTrendRoute));
  await app.register(named(analyticsHeatmapRoute));
  await app.register(named(analyticsBreakdownRoute));
  await app.register(named(analyticsQuestionsRoute));
  await app.register(named(analyticsKnowledgeRoute));
  await app.register(named(analyticsSetupRoute));
};

export default analytics;
