// Style sheets are bundled by Rspack (experiments.css); importing one is a side effect only.
declare module '*.css';
