// The interface in English and French (Busser's pages serve French-speaking
// classes). Each game's rules come from its crate, through games().

export const STRINGS = {
  en: {
    playground: 'playground',
    tagline: 'Mancala games of Madagascar and beyond, with their exact rules.',
    language: 'Language',
    newGame: 'New game', game: 'Game', start: 'Start',
    findGame: 'Find a game',
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
    saveSvg: 'Save the board as a picture (SVG)', houseHole: 'house', fromFiles: 'Read from files',
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
    // Moves the lap budget left undecided (laps already formatted).
    undecidedMoves: (n, laps, list) => `${n === 1 ? '1 move is' : `${n} moves are`} undecided after ${laps} laps (turns that may never end): ${list}.`,
    undecidedClick: (n, laps, list) => `${list}: undecided after ${laps} laps, so not playable yet. “Decide exactly” settles ${n === 1 ? 'it' : 'them'}, which may take long.`,
    decideExactly: 'Decide exactly', undecidedHere: 'undecided move',
    decideTitle: 'Sows each of these turns to its end, without a limit: this can take seconds or minutes, during which the page does not respond.',
    deciding: 'Deciding exactly… the page may not respond for a while.',
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
    // The last move, in one line under the board until the next one.
    lastSown: (p, mv, dir, n, k, from) => `${p} played ${mv}${dir ? ` ${dir}` : ''}: sowed ${n === 1 ? '1 hole' : `${n} holes`}${k ? ` and captured ${k === 1 ? '1 seed' : `${k} seeds`} from ${from}` : ''}.`,
    lastMoved: (p, path, k) => `${p} moved ${path}${k ? ` and captured ${k === 1 ? '1 piece' : `${k} pieces`}` : ''}.`,
    lastPlayed: (p, mv) => `${p} played ${mv}.`,
    lastMove: 'Last move',
    // Guided play: whose turn, and what to click.
    yourTurn: (p) => `Your turn (${p})`,
    playerTurn: (p) => `${p}'s turn`,
    computerThinking: (p) => `The computer (${p}) is thinking…`,
    clickHole: 'click a ringed hole',
    clickPoint: 'click a ringed point',
    clickChoice: 'choose below the board',
    clickArrow: 'click an arrow on the board, or a direction below it',
    typeOne: 'type a move',
    hintScore: (v) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(2)} ${Math.abs(v) === 1 ? 'seed' : 'seeds'} for you`,
    colon: ': ',
    words: {
      cw: 'clockwise', ccw: 'anticlockwise', noreturn: 'not to be sown straight back', locked: 'not sown yet',
      ceded: 'owned by the other side', opening: 'prescribed opening', repeat: 'further sowing of the turn',
      limited: 'no capture or child yet', off: 'none this round',
    },
  },
  fr: {
    playground: 'terrain de jeu',
    tagline: 'Les jeux de semailles de Madagascar et d’ailleurs, avec leurs règles exactes.',
    language: 'Langue',
    newGame: 'Nouvelle partie', game: 'Jeu', start: 'Commencer',
    findGame: 'Chercher un jeu',
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
    saveSvg: 'Enregistrer le dessin du plateau (SVG)', houseHole: 'maison', fromFiles: 'Lus dans des fichiers',
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
    undecidedMoves: (n, laps, list) => `${n === 1 ? '1 coup reste indécis' : `${n} coups restent indécis`} après ${laps} tours de semis (leur semis ne finira peut-être jamais) : ${list}.`,
    undecidedClick: (n, laps, list) => `${list} : indécis après ${laps} tours de semis, donc pas encore jouable${n === 1 ? '' : 's'}. « Décider exactement » ${n === 1 ? 'le' : 'les'} tranche, ce qui peut être long.`,
    decideExactly: 'Décider exactement', undecidedHere: 'coup indécis',
    decideTitle: 'Sème chacun de ces tours jusqu’au bout, sans limite : cela peut prendre des secondes, voire des minutes, pendant lesquelles la page ne répond plus.',
    deciding: 'Décision exacte en cours… la page peut ne plus répondre un moment.',
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
    lastSown: (p, mv, dir, n, k, from) => `${p} a joué ${mv}${dir ? `, ${dir}` : ''} : ${n <= 1 ? `${n} trou semé` : `${n} trous semés`}${k ? `, ${k <= 1 ? `${k} graine prise` : `${k} graines prises`} en ${from}` : ''}.`,
    lastMoved: (p, path, k) => `${p} a joué ${path}${k ? ` et pris ${k <= 1 ? `${k} pion` : `${k} pions`}` : ''}.`,
    lastPlayed: (p, mv) => `${p} a joué ${mv}.`,
    lastMove: 'Dernier coup',
    yourTurn: (p) => `À vous (${p})`,
    playerTurn: (p) => `Au tour de ${p}`,
    computerThinking: (p) => `L’ordinateur (${p}) réfléchit…`,
    clickHole: 'cliquez sur un trou cerclé',
    clickPoint: 'cliquez sur un point cerclé',
    clickChoice: 'choisissez sous le plateau',
    clickArrow: 'cliquez sur une flèche du plateau, ou un sens en dessous',
    typeOne: 'saisissez un coup',
    hintScore: (v) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(2).replace('.', ',')} ${Math.abs(v) < 2 ? 'graine' : 'graines'} pour vous`,
    colon: ' : ',
    // The words of the boards and moves, as the games' crates write them
    // in English (step labels, state keys, pool names), in French.
    words: {
      clockwise: 'sens horaire', anticlockwise: 'sens antihoraire', cw: 'sens horaire', ccw: 'sens antihoraire',
      'keep the board': 'garder le plateau', 'turn the board round': 'retourner le plateau',
      'end the turn': 'finir le tour', 'capture by approach': 'prise par approche',
      'capture by withdrawal': 'prise par éloignement', keep: 'garder', rotate: 'retourner', stop: 'arrêter',
      house: 'maison', opened: 'ouvert', phase: 'phase', setup: 'mise en place', play: 'jeu',
      yes: 'oui', no: 'non', store: 'grenier', reserve: 'réserve', direction: 'sens', result: 'résultat',
      draw: 'nulle', starter: 'manche commencée par', blocked: 'bloqués', children: 'enfants',
      noreturn: 'à ne pas ressemer aussitôt', locked: 'pas encore semés', round: 'manche', tally: 'décompte',
      ceded: 'à l’autre camp', opening: 'ouverture imposée', next: 'à venir',
      repeat: 'semis supplémentaire du tour', used: 'déjà pris',
      limited: 'ni prise ni enfant pour l’instant', off: 'aucun cette manche',
    },
    // The animation's notes (fanga-sowing's trace events), in French.
    // A hole is `c2`, `cup 3` (Fang's cups) or `store:N`.
    notes: [
      [/^take (\d+) from the reserve$/, 'prend $1 dans la réserve'],
      [/^take (\d+) from (cup \d+|\S+)$/, 'prend $1 en $2'],
      [/^capture (\d+) from (cup \d+|\S+)$/, 'capture $1 en $2'],
      [/^eat (\d+) from (cup \d+|\S+)$/, 'mange $1 en $2'],
      [/^put (\d+) into (cup \d+|\S+)$/, 'pose $1 en $2'],
      [/^sow (\d+) (\S+) (?:from|starting at) (cup \d+|\S+?)(?:, skipping it on each round)?: last seed in (cup \d+|\S+) \(now (\d+)\)$/,
        (m, n, dir, from, last, now) => `sème ${n} ${({ cw: 'sens horaire', ccw: 'sens antihoraire' })[dir] ?? dir} depuis ${from} : dernière graine en ${last} (maintenant ${now})`],
      [/^turn the board round$/, 'retourne le plateau'],
      [/^choose (.*)$/, (m, x) => `choisit ${STRINGS.fr.words[x] ?? x}`],
      [/^end: .*$/, 'fin du tour'],
      [/^\.\.\. (\d+) more laps .*$/, '… $1 tours de plus, non montrés'],
      [/^([A-Z]): rova dissolved$/, '$1 : rova dissous'],
      [/^([A-Z]): the house falls$/, '$1 : la maison tombe'],
      [/^([A-Z]): won$/, '$1 : gagné'],
      [/^([A-Z]): a hole became a child$/, '$1 : le trou devient son enfant'],
      [/^([A-Z]): a new round starts$/, '$1 : une nouvelle manche commence'],
      [/^([A-Z]): the first player may capture and make children$/, '$1 : le premier joueur peut prendre et faire des enfants'],
      [/^([A-Z]): no child is made this round$/, '$1 : pas d’enfant dans cette manche'],
      [/^([A-Z]): scores one in the match$/, '$1 : marque un point de la partie'],
      [/^([A-Z]): drawn$/, 'nulle'],
      // Fanorona's moves: `d3 to e3, captures f3 g3`, a placement `d3`.
      [/^(\S+) to (\S+), captures (.*)$/, '$1 vers $2, prend $3'],
      [/^(\S+) to (\S+)$/, '$1 vers $2'],
      [/^[a-z]\d+(-[a-z]\d+)?$/, '$&'],
    ],
    // The package's typed refusals (`FangaError`: `kind` and `fields`), in
    // French; a kind not listed here falls back on the engine's message
    // with its frames translated (`engine` below). A game's own English
    // detail (a move's reason) is left out rather than mixed in.
    errors: {
      'unknown-game': (f) => `jeu inconnu \`${f.name}\`${f.suggestion ? ` : vouliez-vous dire \`${f.suggestion}\` ?` : ''}`,
      'option-not-assignment': (f) => `\`${f.text}\` n’est pas une option : CLÉ=VALEUR attendu`,
      'option-unknown-key': (f) => `option inconnue \`${f.key}\`${f.suggestion ? ` : vouliez-vous dire \`${f.suggestion}\` ?` : ''} (options : ${f.known.join(', ')})`,
      'option-bad-value': (f) => `option \`${f.key}\` : \`${f.value}\` n’est pas parmi ${f.allowed.map((v) => `\`${v}\``).join(', ')}`,
      'option-repeated': (f) => `option \`${f.key}\` donnée deux fois`,
      'position-empty': () => 'position refusée : le texte est vide',
      'position-too-many-seeds': (f) => `position refusée : ${f.total} graines, au plus ${f.max}`,
      'position-row-count': (f) => `position refusée : ${f.found} rangées, ${f.expected} attendues`,
      'position-column-count': (f) => `position refusée : rangée ${f.row}, ${f.found} trous, ${f.expected} attendus`,
      'position-bad-entry': (f) => `position refusée : \`${f.found}\` en ${f.place}`,
      'position-shape': (f) => `position refusée : ${f.rows} x ${f.cols}, ${f.expectedRows} x ${f.expectedCols} attendu`,
      'move-syntax': (f) => `\`${f.move}\` n’est pas un coup de ce jeu : les coups possibles sont cerclés sur le plateau`,
      'move-illegal': (f) => `\`${f.move}\` n’est pas permis ici : les coups possibles sont cerclés sur le plateau`,
      undecided: (f) => `\`${f.move}\` : tour encore indécis après ${Number(f.laps).toLocaleString('fr-FR')} tours de semis`,
      'lap-budget': (f) => `\`${f.found}\` n’est pas un nombre de tours de semis`,
      'game-over': (f, tr) => `la partie est terminée : ${tr(f.result)}`,
      'description-too-long': (f) => `la description dépasse ${f.max / 1024} Kio`,
      'session-move': (f) => `coup ${f.index} \`${f.move}\` : il n’est pas permis ici`,
      'session-game-over': (f, tr) => `coup ${f.index} \`${f.move}\` : la partie est terminée (${tr(f.result)})`,
      'record-empty': () => 'le relevé est vide',
      'record-newer-format': (f) => `ce relevé est au format ${f.format} ; ce terrain de jeu lit le format ${f.newest} et les précédents`,
      'record-adjudication': () => 'le terrain de jeu suit les règles seules, sans arbitrage',
      'record-unexpected-line': (f) => `ligne inattendue \`${f.found}\``,
      'record-result': (f) => `le relevé dit \`${f.says}\` mais les coups donnent \`${f.gives}\``,
      'not-solvable': () => 'ce plateau n’est pas résolu ici',
      'solve-too-large': () => 'ce plateau est trop grand pour être résolu ici',
      'solve-node-budget': () => 'ce plateau est trop grand pour être résolu ici',
      'solve-too-deep': () => 'ce plateau est trop grand pour être résolu ici',
    },
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

/** A refusal of the package (a `FangaError`, or any error) in the
 * language `lang`: from its kind and fields where the language has words
 * for the kind, else the engine's message with its frames translated. A
 * record's line number is said in front. */
export function refusalText(lang, err) {
  const words = STRINGS[lang]?.errors?.[err?.kind];
  const tr = (text) => engineText(lang, text);
  if (!words) return tr(err?.message || String(err));
  const line = err.line ? tr(`line ${err.line}: `) : '';
  return line + words(err.fields || {}, tr);
}

/** One of the words of a board or a move (a step's label, a state's key,
 * a pool's name), in the language `lang`; the word itself where the
 * language has no other (notation, numbers). */
export function word(lang, text) {
  return STRINGS[lang]?.words?.[text] ?? text;
}

/** An animation note (a trace event, in English) in the language `lang`:
 * `null` in a language that has no words for it. */
export function noteText(lang, text) {
  const notes = STRINGS[lang]?.notes;
  if (!notes || !text) return text;
  const f = notes.find(([re]) => re.test(text));
  return f ? text.replace(f[0], f[1]).replace(/\bcup (\d+)/g, (m, n) => STRINGS[lang].cup(n)) : null;
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
