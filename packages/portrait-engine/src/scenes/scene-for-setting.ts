import type { Mood, Setting } from '../vocabulary';
import { calmSea } from './calm-sea';
import { garden } from './garden';
import { underMood } from './mood';
import { mountainFortress } from './mountain-fortress';
import { neonCity } from './neon-city';
import { outerSpace } from './outer-space';
import { paintedStudio } from './painted-studio';
import { royalInterior } from './royal-interior';
import type { Scene } from './scene';
import { stormySea } from './stormy-sea';

/** The mood a scene is painted in already, so it is not painted over a second time. */
const OWN_MOOD = new Map<Scene, Mood>([
  [stormySea, 'stormy'],
  [neonCity, 'night'],
  [calmSea, 'day'],
  [garden, 'day'],
]);

/** The scene for a setting before its mood: the one that shows that mood best where two fit. */
function baseScene(setting: Setting, mood: Mood | undefined): Scene {
  switch (setting) {
    case 'sea':
      return mood === 'stormy' ? stormySea : calmSea;
    case 'forest':
      return garden;
    case 'space':
      return outerSpace;
    case 'city':
      return neonCity;
    case 'castle':
      // Indoors a sky cannot show the mood: a named mood takes the castle outside.
      return mood ? mountainFortress : royalInterior;
    case 'studio':
      return paintedStudio;
  }
}

/**
 * The scene a custom look is painted in: its setting's scene (a calm sea, or a stormy one
 * when the mood is stormy; a castle's hall, or its towers under a sky when a mood is named),
 * with the mood's light and sky. Space has no time of day, so it keeps its own.
 */
export function sceneForSetting(setting: Setting, mood?: Mood): Scene {
  const scene = baseScene(setting, mood);
  if (!mood || setting === 'space' || OWN_MOOD.get(scene) === mood) return scene;
  return underMood(scene, mood, scene !== paintedStudio);
}
