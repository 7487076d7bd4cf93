export declare const CEILING_PATH: string;
export declare const ONE_QUERY_PATH: string;
