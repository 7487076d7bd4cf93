export declare const CEILING_PATH: string;
