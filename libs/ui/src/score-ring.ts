/**
 * A second entry of the UI kit, for a component only remotes draw. `@profileproof/ui` is a shared
 * singleton that the shell provides, so all of it that any front end imports ships with the shell
 * (and /login); this entry is not shared: each remote that imports it bundles it, styles included.
 */
export {
  ScoreRing,
  type ScoreRingBand,
  type ScoreRingProps,
  type ScoreRingSize,
} from './lib/score-ring';
