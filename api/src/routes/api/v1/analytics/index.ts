import type { FastifyPluginAsync } from 'fastify';
import analyticsBreakdownRoute from './breakdown';
import analyticsHeatmapRoute from './heatmap';
import analyticsKnowledgeRoute from './knowledge';
import analyticsQuestionsRoute from './questions';
import analyticsSetupRoute from './setup';
import analyticsSummaryRoute from './summary';
import analyticsTrendRoute from './trend';

/** /analytics: 分析's figures for the owner's agent, from the hourly rollups (paths: ANALYTICS_API_PATHS of shared-contracts). */
const analytics: FastifyPluginAsync = async (app) => {
  await app.register(analyticsSummaryRoute);
  await app.register(analyticsTrendRoute);
  await app.register(analyticsHeatmapRoute);
  await app.register(analyticsBreakdownRoute);
  await app.register(analyticsQuestionsRoute);
  await app.register(analyticsKnowledgeRoute);
  await app.register(analyticsSetupRoute);
};

export default analytics;
