/** The height every chart is drawn at; the skeleton a chart loads in holds the same. */
export const CHART_HEIGHT = 200;
