// Each game's rules in a few sentences, with their sources, in English and
// French. The rules crates' documentation states every rule in full, with the
// sentence of the source behind it.

export const RULES = {
  katro: {
    source: 'Alain Busser, “Katro” (2025); Busser, “Fifangha, un jeu malgache disparu” (2023).',
    en: `Four rows; South owns rows 1 and 2, North rows 3 and 4, two seeds in every hole.
      A turn: take all the seeds of one of your holes and sow them, one by one, around your two rows,
      clockwise or anticlockwise (you choose, for the whole turn). Where the last seed falls:
      in an empty hole the turn ends; in your front row facing seeds of the opponent's front row, you capture them,
      add them to that hole and sow the whole on; otherwise you take that hole's seeds and sow on.
      A player with no seeds left loses. Some turns never end: the player who started one loses.`,
    fr: `Quatre rangées ; Sud a les rangées 1 et 2, Nord les rangées 3 et 4, deux graines par case.
      Un tour : prendre toutes les graines d’une de ses cases et les semer une à une autour de ses deux rangées,
      dans le sens des aiguilles d’une montre ou l’inverse (au choix, pour tout le tour). Là où tombe la dernière graine :
      dans une case vide, le tour s’arrête ; dans sa rangée avant, face à des graines de la rangée avant adverse, on les prend,
      on les ajoute à cette case et on sème le tout ; sinon on reprend les graines de la case et on continue.
      Qui n’a plus de graines a perdu. Certains tours ne finissent jamais : celui qui l’a commencé perd.`,
  },
  'katra-fandatsaka': {
    source: 'Dandouau (1908), as read by Alain Busser, “Katra fandatsaka” (2025) and his 2023 article on fifangha.',
    en: `Four rows of 8 columns (or 6, 4). Each player starts with one seed in each inner hole but the two end holes
      (the tsibongy) and the rest in his reserve. While you have reserve seeds, a turn starts by putting one of them
      into a non-empty hole of your inner row: if a capture is possible you must capture, the seed acting as the last
      seed of a lap; otherwise you sow that hole's seeds left or right. Captured seeds are sown on; a turn ends when the
      last seed falls into an empty hole. When the reserves are empty, the game goes on as a second phase of sowing from
      the board. A player with no seeds on his side loses.`,
    fr: `Quatre rangées de 8 colonnes (ou 6, 4). Chaque joueur a d’abord une graine dans chaque case de sa rangée
      intérieure sauf les deux cases d’extrémité (les tsibongy), le reste dans sa réserve. Tant qu’on a une réserve,
      un tour commence en posant une de ses graines dans une case non vide de sa rangée intérieure : si une prise est
      possible elle est obligatoire, la graine agissant comme la dernière d’un semis ; sinon on sème les graines de
      cette case à gauche ou à droite. Les graines prises sont semées à leur tour ; un tour s’arrête quand la dernière
      graine tombe dans une case vide. Les réserves épuisées, la partie continue en semant depuis le plateau.
      Qui n’a plus de graines de son côté a perdu.`,
  },
  fifangha: {
    source: 'Étienne de Flacourt, Histoire de la grande isle Madagascar (1661), chapter XXXIV, the oldest written mancala rules; as reconstructed by Alain Busser (2023).',
    en: `Flacourt: “a wooden board that has thirty-two holes in four rows”. One seed in every inner hole but the four
      tsibongy, the rest in the reserves. A turn puts one reserve seed into a non-empty hole of your inner row
      (“one may never put a bassi into a cell that has none”); if you can capture you must, the seed acting as the
      last seed of a lap; otherwise you sow that hole's seeds to the left or the right (the mameno-atrika).
      A lap ending in your non-empty tsibongy takes the opposite tsibongy's seeds too. When the reserves run out,
      the player with more seeds in his rows wins (options: a draw, or katra fandatsaka's second phase).`,
    fr: `Flacourt : « un tablier de bois où il y a trente-deux trous en quatre rangs ». Une graine dans chaque case
      intérieure sauf les quatre tsibongy, le reste en réserve. Un tour pose une graine de sa réserve dans une case
      non vide de sa rangée intérieure ; si l’on peut prendre, on doit prendre, la graine agissant comme la dernière
      d’un semis ; sinon on sème les graines de cette case à gauche ou à droite (le mameno-atrika). Un semis qui finit
      dans son tsibongy non vide y ajoute celles du tsibongy d’en face. Les réserves épuisées, qui a le plus de graines
      dans ses rangées gagne (au choix : nulle, ou la seconde phase du katra fandatsaka).`,
  },
  'katra-sakalava': {
    source: 'Dandouau (1908), as read by Alain Busser, “Katra Sakalava” (2025).',
    en: `Katra fandatsaka with the rova, the “sacred enclosure”: two holes of column 5 holding three seeds each at the
      start. While you have your rova, a lap of yours ending in its back hole stops, and one ending in its front hole
      lets you choose to stop or to sow the seeds of both rova holes, which dissolves it for good.`,
    fr: `Le katra fandatsaka avec le rova, « l’enceinte sacrée » : deux cases de la colonne 5 avec trois graines
      chacune au départ. Tant qu’on a son rova, un semis qui finit dans sa case arrière s’arrête, et un semis qui finit
      dans sa case avant laisse choisir de s’arrêter ou de semer les graines des deux cases du rova, qui est alors
      dissous pour toujours.`,
  },
  mangala: {
    source: 'Henry Parker, Ancient Ceylon (1909), pp. 601–602: the game of the Bedawi.',
    en: `Two rows of six holes and 70 cowries. South first puts all the shells into the four middle holes, in any split
      (type setup:C1,D1,C2,D2, for example setup:18,17,18,17). North then keeps the board and begins, or turns it round
      and lets South begin: the first known pie rule. Sowing always goes clockwise; the first turn of each player starts
      from his right-hand filled hole and relays without capturing. Afterwards, opposite pairs holding even numbers
      are eaten; the player who has eaten more wins.`,
    fr: `Deux rangées de six trous et 70 cauris. Sud met d’abord tous les coquillages dans les quatre trous du milieu,
      comme il veut (saisir setup:C1,D1,C2,D2, par exemple setup:18,17,18,17). Nord garde alors le plateau et commence,
      ou le retourne et laisse commencer Sud : la première règle du « je coupe, tu choisis » connue. On sème toujours
      dans le sens des aiguilles d’une montre ; le premier tour de chacun part de son trou plein le plus à droite et
      relaie sans prendre. Ensuite, les paires de trous opposés qui ont un nombre pair sont mangées ; qui en a mangé
      le plus gagne.`,
  },
  fang: {
    source: 'Alain Busser, “le jeu de Fang” (IREM de La Réunion, 2023): a documented reconstruction, since the article’s rules section could not be read.',
    en: `A line of cups (8, 6 or 4), half each, numbered from South's end; each player's tibong is his end cup.
      A turn puts one reserve seed into a non-empty cup of yours: if a cup of yours faces seeds you must choose one,
      and capture them; otherwise you sow that cup's seeds along the line. Taking the opponent's last seeds wins;
      when a reserve is empty, more seeds in one's cups wins.`,
    fr: `Une ligne de cases (8, 6 ou 4), la moitié à chacun, numérotées depuis le bout de Sud ; le tibong de chacun est
      sa case d’extrémité. Un tour pose une graine de sa réserve dans une de ses cases non vides : si une de ses cases
      fait face à des graines, on doit la choisir et les prendre ; sinon on sème les graines de cette case le long de
      la ligne. Prendre les dernières graines adverses fait gagner ; quand une réserve est vide, qui a le plus de
      graines dans ses cases gagne.`,
  },
  oware: {
    source: 'OpenSpiel 2.0.2, game “oware” (abapa), move for move.',
    en: `Two rows of six houses, four seeds each; sowing goes anticlockwise and skips the emptied house.
      If the last seed makes a house of the opponent hold 2 or 3, those seeds are captured, and so are the
      houses before it holding 2 or 3, unless that would take all his seeds (a grand slam captures nothing).
      You must give seeds to an opponent who has none. The first to capture more than 24 wins; a repeated position
      ends the game and each player keeps the seeds on his side.`,
    fr: `Deux rangées de six cases de quatre graines ; on sème dans le sens inverse des aiguilles d’une montre en
      sautant la case vidée. Si la dernière graine fait qu’une case adverse contient 2 ou 3 graines, on les prend,
      ainsi que celles des cases précédentes qui en contiennent 2 ou 3, sauf si cela prenait toutes ses graines
      (un grand chelem ne prend rien). Il faut nourrir un adversaire qui n’a plus de graines. Le premier à prendre
      plus de 24 graines gagne ; une position répétée termine la partie et chacun garde les graines de son côté.`,
  },
  kalah: {
    source: 'OpenSpiel 2.0.2, game “mancala” (the Kalah rule set), move for move.',
    en: `Two rows of six pits (options: 1 to 6 pits, 1 to 6 seeds), four seeds each, and a store at each end.
      Sowing goes anticlockwise through your own store but not the opponent's. A last seed in your store gives
      another sowing; a last seed in an empty pit of yours, facing seeds, captures both into your store.
      When one side is empty the other side's seeds go to its owner's store; the larger store wins.`,
    fr: `Deux rangées de six trous (au choix : 1 à 6 trous, 1 à 6 graines), quatre graines chacun, et un grenier à chaque
      bout. On sème dans le sens inverse des aiguilles d’une montre en passant par son grenier mais pas par celui de
      l’adversaire. Une dernière graine dans son grenier fait rejouer ; une dernière graine dans un de ses trous vides,
      face à des graines, les prend avec elle dans son grenier. Quand un côté est vide, les graines de l’autre côté
      vont au grenier de leur propriétaire ; le plus grand grenier gagne.`,
  },
  fanorona: {
    source: 'Montgomery (1896); Murray (1951); the vela game as described by Cyningstan.',
    en: `The national game of Madagascar: 22 pieces each on a board of 45 points joined by lines. A piece moves along a
      line to the next empty point; moving towards an enemy piece captures it and the line of enemy pieces behind it
      (approach), moving away from one captures that line (withdrawal). After a capture the same piece may go on
      capturing, never twice in the same direction or back to a point it visited. If a capture is possible, a
      capture must be made. Taking every enemy piece wins. The vela option plays the handicap game.`,
    fr: `Le jeu national de Madagascar : 22 pions chacun sur un plateau de 45 points reliés par des lignes. Un pion se
      déplace le long d’une ligne vers le point vide voisin ; s’approcher d’un pion adverse le prend avec la ligne de
      pions adverses derrière lui (approche), s’en éloigner prend cette ligne (retrait). Après une prise, le même pion
      peut continuer à prendre, jamais deux fois dans la même direction ni vers un point déjà visité. Si une prise est
      possible, il faut prendre. Prendre tous les pions adverses fait gagner. L’option vela joue la partie à handicap.`,
  },
  'fanorona-telo': {
    source: 'Murray (1951): Fanorona Telo, three pieces each on the 3 × 3 board.',
    en: `Each player places his three pieces in turn on the points of a 3 × 3 board with its diagonals, then moves one
      along a line to an adjacent empty point. Three in a row wins.`,
    fr: `Chaque joueur pose à tour de rôle ses trois pions sur les points d’un plateau 3 × 3 avec ses diagonales, puis en
      déplace un le long d’une ligne vers un point voisin vide. Trois pions alignés gagnent.`,
  },
};
