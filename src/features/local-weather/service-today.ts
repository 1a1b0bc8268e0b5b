/**
 * How the service labels a place's today among its days, always in English: a mark the home card
 * reads (and sets on a saved copy's new today), never text it shows.
 */
export const SERVICE_TODAY = 'Today';
