/**
 * The catalogue areas whose words the home screen and the frame around it draw. English ships them
 * in the entry and the other areas with the other screens' code (`loadScreenWords` in i18n.ts).
 */
export const HOME_AREAS: readonly string[] = ['app', 'home', 'places', 'search', 'states', 'time', 'warnings', 'weather'];
