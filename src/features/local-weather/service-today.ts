/** How the service labels today among its days, always English: a mark the home card reads, never shows. */
export const SERVICE_TODAY = 'Today';
