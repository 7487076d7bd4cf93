export const CEILING_PATH = '/api/bench/constant';
