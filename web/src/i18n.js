// The interface in English and French (Busser's pages serve French-speaking
// classes). Each game's rules come from its crate, through games().

export const STRINGS = {
  en: {
    playground: 'playground',
    tagline: 'Mancala games of Madagascar and beyond, with their exact rules.',
    language: 'Language',
    newGame: 'New game', game: 'Game', start: 'Start',
    south: 'South', north: 'North', white: 'White', black: 'Black',
    human: 'Human', random: 'Random move', perfect: 'Perfect (solved)',
    level_easy: 'Computer: easy', level_medium: 'Computer: medium', level_hard: 'Computer: hard (1 s)',
    level_max: 'Computer: max (5 s)', level_random: 'Computer: random',
    undo: 'Undo', redo: 'Redo', hint: 'Hint', skip: 'Skip animation', speed: 'Speed',
    speeds: ['instant', 'fast', 'normal', 'slow', 'very slow'],
    typeMove: 'Type a move', play: 'Play',
    exact: 'Exact values', moves: 'Moves', recordTitle: 'Record and position',
    record: 'Game record', copy: 'Copy', loadRecord: 'Load this record', position: 'Position',
    loadPosition: 'Start from this position', copyLink: 'Copy link to this game', rules: 'Rules',
    footer: 'fanga: rules libraries for mancala games, in Rust, running here as WebAssembly. Everything is computed in this page.',
    toMove: (p) => `${p} to move`,
    thinking: (p) => `${p} is thinking…`,
    over: (r) => `Game over: ${r}`,
    youWin: 'You win!', youLose: 'You lose.',
    choose: 'Choose:', stopHere: 'stop here', cancel: 'cancel',
    copied: 'Copied.', copyFailed: 'Copy failed: select the text and copy it.',
    hintIs: (m, s) => `Hint: ${m}${s ? ` (${s})` : ''}`,
    inHand: (n) => `${n} in hand`,
    seeds: (n) => (n === 1 ? '1 seed' : `${n} seeds`),
    empty: 'empty', whitePiece: 'white piece', blackPiece: 'black piece',
    cup: (n) => `cup ${n}`,
    legalHere: 'legal move', board: 'Board', choices: 'Choices',
    win: 'win', draw: 'draw', loss: 'loss', by: (n) => `by ${n}`, inPlies: (n) => `in ${n} plies`,
    valueFor: (p, v) => `With perfect play, ${p} to move: ${v}.`,
    solving: 'Solving…', tooLarge: 'This board is too large to solve here.',
    moveN: (n) => `move ${n}`,
    manyMoves: (n) => `${n} legal moves: type one, or ask for a random one.`,
    badUrl: 'The link could not be read: ',
    newerFormat: 'This link was made by a newer playground (format ',
    pool_store: 'store', pool_reserve: 'reserve', pool_captured: 'eaten',
    pool_hidden: 'not yet in play', solvedBadge: 'solved board',
    pieces_in_hand: (n) => `${n} to place`,
    noRules: 'No summary of the rules is available for this game.',
    source: 'Source:',
    onSide: (p, n) => `${p}: ${n} on its side`,
    rowOf: (p, n) => `row ${n}, ${p}'s`,
    defineFile: 'Load a rule-set file',
    defineHint: 'A two-row game in fanga’s JSON, a MancalaGames game file or a variant: it joins the list of games.',
    defined: (title, name) => `Loaded: ${title} (${name}).`,
    defineRefused: (file, why) => `${file} was not loaded: ${why}`,
  },
  fr: {
    playground: 'terrain de jeu',
    tagline: 'Les jeux de semailles de Madagascar et d’ailleurs, avec leurs règles exactes.',
    language: 'Langue',
    newGame: 'Nouvelle partie', game: 'Jeu', start: 'Commencer',
    south: 'Sud', north: 'Nord', white: 'Blancs', black: 'Noirs',
    human: 'Humain', random: 'Coup au hasard', perfect: 'Parfait (résolu)',
    level_easy: 'Ordinateur : facile', level_medium: 'Ordinateur : moyen', level_hard: 'Ordinateur : fort (1 s)',
    level_max: 'Ordinateur : max (5 s)', level_random: 'Ordinateur : au hasard',
    undo: 'Annuler', redo: 'Rétablir', hint: 'Conseil', skip: 'Passer l’animation', speed: 'Vitesse',
    speeds: ['instantanée', 'rapide', 'normale', 'lente', 'très lente'],
    typeMove: 'Saisir un coup', play: 'Jouer',
    exact: 'Valeurs exactes', moves: 'Coups', recordTitle: 'Partie et position',
    record: 'Relevé de la partie', copy: 'Copier', loadRecord: 'Charger ce relevé', position: 'Position',
    loadPosition: 'Partir de cette position', copyLink: 'Copier le lien de cette partie', rules: 'Règles',
    footer: 'fanga : bibliothèques de règles de jeux de semailles, en Rust, exécutées ici en WebAssembly. Tout est calculé dans cette page.',
    toMove: (p) => `${p} joue`,
    thinking: (p) => `${p} réfléchit…`,
    over: (r) => `Partie terminée : ${r}`,
    youWin: 'Vous avez gagné !', youLose: 'Vous avez perdu.',
    choose: 'Choisir :', stopHere: 's’arrêter ici', cancel: 'annuler',
    copied: 'Copié.', copyFailed: 'La copie a échoué : sélectionnez le texte et copiez-le.',
    hintIs: (m, s) => `Conseil : ${m}${s ? ` (${s})` : ''}`,
    inHand: (n) => `${n} en main`,
    seeds: (n) => (n <= 1 ? `${n} graine` : `${n} graines`),
    empty: 'vide', whitePiece: 'pion blanc', blackPiece: 'pion noir',
    cup: (n) => `case ${n}`,
    legalHere: 'coup possible', board: 'Plateau', choices: 'Choix',
    win: 'gain', draw: 'nulle', loss: 'perte', by: (n) => `de ${n}`, inPlies: (n) => `en ${n} coups`,
    valueFor: (p, v) => `Avec un jeu parfait, ${p} au trait : ${v}.`,
    solving: 'Résolution…', tooLarge: 'Ce plateau est trop grand pour être résolu ici.',
    moveN: (n) => `coup ${n}`,
    manyMoves: (n) => `${n} coups possibles : saisissez-en un, ou demandez un coup au hasard.`,
    badUrl: 'Le lien n’a pas pu être lu : ',
    newerFormat: 'Ce lien vient d’une version plus récente (format ',
    pool_store: 'grenier', pool_reserve: 'réserve', pool_captured: 'mangées',
    pool_hidden: 'pas encore en jeu', solvedBadge: 'plateau résolu',
    pieces_in_hand: (n) => `${n} à poser`,
    noRules: 'Aucun résumé des règles n’est disponible pour ce jeu.',
    source: 'Source :',
    onSide: (p, n) => `${p} : ${n} de son côté`,
    rowOf: (p, n) => `rangée ${n}, côté ${p}`,
    defineFile: 'Charger un fichier de règles',
    defineHint: 'Un jeu à deux rangées au format JSON de fanga, un fichier de jeu de MancalaGames ou une variante : il rejoint la liste des jeux.',
    defined: (title, name) => `Chargé : ${title} (${name}).`,
    defineRefused: (file, why) => `${file} n’a pas été chargé : ${why}`,
    // The engine's messages: the generic frames of fanga-core's errors and
    // results, in French; the detail inside them (a game's own words) is
    // kept as the engine wrote it. Each frame is tried at the start of what
    // is left of the message, outermost first.
    engine: [
      [/^line (\d+): /, 'ligne $1 : '],
      [/^move (\d+) (`[^`]*`): /, 'coup $1 $2 : '],
      [/^(`[^`]*`) is not a move: /, '$1 n’est pas un coup : '],
      [/^(`[^`]*`) is illegal here: /, '$1 n’est pas permis ici : '],
      [/^bad position: /, 'position refusée : '],
      [/^the game is over: /, 'la partie est terminée : '],
      [/^unknown option (`[^`]*`): did you mean (`[^`]*`)\? \(options: (.*)\)$/,
        'option inconnue $1 : vouliez-vous dire $2 ? (options : $3)'],
      [/^unknown option (`[^`]*`) \(options: (.*)\)$/, 'option inconnue $1 (options : $2)'],
      [/^option (`[^`]*`): (`[^`]*`) is not one of /, 'option $1 : $2 n’est pas parmi '],
      [/^option (`[^`]*`) is given twice$/, 'option $1 donnée deux fois'],
      [/^(`[^`]*`) is not an option: expected KEY=VALUE$/, '$1 n’est pas une option : CLÉ=VALEUR attendu'],
      [/^unknown game (`[^`]*`): did you mean (`[^`]*`)\? \(games: (.*)\)$/,
        'jeu inconnu $1 : vouliez-vous dire $2 ? (jeux : $3)'],
      [/^unknown game (`[^`]*`) \(games: (.*)\)$/, 'jeu inconnu $1 (jeux : $2)'],
      [/^the record is empty$/, 'le relevé est vide'],
      [/^expected `game NAME` first$/, '`game NOM` attendu en premier'],
      [/^expected `options \.\.\.`$/, '`options ...` attendu'],
      [/^unexpected line (`.*`)$/, 'ligne inattendue $1'],
      [/^the record says (`.*`) but the moves give (`.*`)$/, 'le relevé dit $1 mais les coups donnent $2'],
      [/^this record is in format (\d+); this playground reads format (\d+) and older$/,
        'ce relevé est au format $1 ; ce terrain de jeu lit le format $2 et les précédents'],
      [/^the playground plays by the rules alone, without adjudication$/,
        'le terrain de jeu suit les règles seules, sans arbitrage'],
      // A game read from a file (the playground's rule-set files).
      [/^not a game description: expected /, 'ce n’est pas une description de jeu : attendu '],
      [/^(`[^`]*`) is already a game: a game described by data needs a name of its own$/,
        '$1 est déjà un jeu : un jeu décrit par des données doit avoir son propre nom'],
      [/^(`[^`]*`) is already a rule set with other rules: a rule set needs a name of its own$/,
        '$1 est déjà un jeu de règles, avec d’autres règles : un jeu de règles doit avoir son propre nom'],
      [/^the description is longer than (\d+) KiB$/, 'la description dépasse $1 Kio'],
      [/^rule set (`[^`]*`): /, 'jeu de règles $1 : '],
      [/^rule set: /, 'jeu de règles : '],
      [/^variant description line (\d+): /, 'description de variante, ligne $1 : '],
      [/^([A-Z]) wins \((.*)\)$/, '$1 gagne ($2)'],
      [/^([A-Z]) wins$/, '$1 gagne'],
      [/^draw \((.*)\)$/, 'nulle ($1)'],
      [/^draw$/, 'nulle'],
    ],
  },
};

/** An engine's message (an error, a result) in the language `lang`: its
 * generic frames translated, outermost first, the detail kept. */
export function engineText(lang, text) {
  const frames = STRINGS[lang]?.engine;
  if (!frames) return text;
  let done = '';
  let rest = String(text);
  for (;;) {
    const f = frames.find(([re]) => re.test(rest));
    if (!f) return done + rest;
    const m = rest.match(f[0]);
    done += m[0].replace(f[0], f[1]);
    rest = rest.slice(m[0].length);
    if (!rest) return done;
  }
}

/** The language to start in: the saved choice, else the browser's. */
export function initialLanguage() {
  try {
    const saved = localStorage.getItem('fanga-lang');
    if (saved && STRINGS[saved]) return saved;
  } catch (_) { /* storage may be off (file://, private mode) */ }
  const langs = navigator.languages || [navigator.language || 'en'];
  for (const l of langs) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (STRINGS[code]) return code;
  }
  return 'en';
}
