export const CEILING_PATH = '/api/bench/constant';
export const ONE_QUERY_PATH = '/api/bench/one-query';
