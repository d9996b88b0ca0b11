import type { CreatePluginType, EmblaCarouselType, EngineType, ScrollBodyType } from 'embla-carousel';

/** A continuous-scroll plugin for embla: play() glides the track at a steady speed, stop() hands it back. */
export type AutoScrollPlugin = CreatePluginType<
  { play: () => void; stop: () => void; isPlaying: () => boolean },
  { speed: number }
>;

/** Pixels per animation step (embla steps at 60 per second). */
const defaultSpeed = 0.75;

export function autoScroll(speed = defaultSpeed): AutoScrollPlugin {
  let embla: EmblaCarouselType | undefined;
  let restingBody: ScrollBodyType | undefined;
  let playing = false;

  // Replaces embla's eased scroll body with one that moves the location by `speed` every step.
  const glidingBody = (engine: EngineType): ScrollBodyType => {
    const { location, previousLocation, target, index, indexPrevious, scrollTarget } = engine;
    const body: ScrollBodyType = {
      direction: () => -1,
      duration: () => -1,
      velocity: () => -speed,
      settled: () => false,
      seek: () => {
        previousLocation.set(location);
        location.add(-speed);
        target.set(location);
        const current = scrollTarget.byDistance(0, false).index;
        if (current !== index.get()) {
          indexPrevious.set(index.get());
          index.set(current);
        }
        return body;
      },
      useBaseFriction: () => body,
      useBaseDuration: () => body,
      useFriction: () => body,
      useDuration: () => body,
    };
    return body;
  };

  const play = () => {
    if (!embla || playing || embla.scrollSnapList().length <= 1) return;
    const engine = embla.internalEngine();
    restingBody ??= engine.scrollBody;
    engine.scrollBody = glidingBody(engine);
    engine.animation.start();
    playing = true;
  };

  const stop = () => {
    if (!embla || !playing) return;
    const engine = embla.internalEngine();
    if (restingBody) engine.scrollBody = restingBody;
    // Settle where the track is now instead of easing to the nearest snap.
    engine.target.set(engine.location);
    playing = false;
  };

  return {
    name: 'autoScroll',
    options: { speed },
    init: (instance) => {
      embla = instance;
    },
    destroy: () => {
      stop();
      embla = undefined;
      restingBody = undefined;
    },
    play,
    stop,
    isPlaying: () => playing,
  };
}
