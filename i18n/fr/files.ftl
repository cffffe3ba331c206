# Reading and writing files: the formats' parse errors, why a file did not open or save, and
# the system's own errors (en français).


## A parse error: where, what was expected, what was found
files-parse-error = { $file }:{ $line }:{ $column } : attendu { $expected }, trouvé { $found }
files-parse-no-file = <texte>

## What was found instead
files-found-end = la fin du texte
files-found-nothing = rien
files-found-more = davantage
files-found-bytes = { $n ->
        [one] { $n } octet
       *[other] { $n } octets
    }
files-found-more-squares = { $n ->
        [one] { $n } case de plus ici
       *[other] { $n } cases de plus ici
    }
files-found-cells-so-far = { $n } cases jusqu'ici
files-found-row = la ligne { $row }
files-found-cells-in-row = { $cells ->
        [one] { $cells } case
       *[other] { $cells } cases
    } à la ligne { $row }
files-found-numbers = { $n ->
        [one] { $n } nombre
       *[other] { $n } nombres
    }

## What was expected: shared by several formats
files-expected-first-line = la première ligne « { $line } »
files-expected-marker-line = une ligne « { $marker } »
files-expected-header-line = une ligne d'en-tête « clé: valeur »
files-expected-seed = un nombre entier (la graine)
files-expected-more-input = la suite du texte
files-expected-file-bytes = un fichier d'au plus { $max } octets
files-expected-total-squares = des plateaux d'au plus { $max } cases en tout dans un même fichier

## XML (.slc)
files-expected-xml-end-after-root = la fin du fichier après l'élément racine
files-expected-xml-comment-end = un commentaire fermé par -->
files-expected-xml-instruction-end = une instruction de traitement fermée par ?>
files-expected-xml-doctype-end = un DOCTYPE fermé par >
files-expected-xml-doctype-without-entities = un DOCTYPE sans définition d'entité
files-expected-xml-element-name = un nom d'élément
files-expected-xml-attribute-name = un nom d'attribut, > ou />
files-expected-xml-end-tag-name = le nom d'une balise de fin
files-expected-xml-nesting = des éléments imbriqués sur au plus { $max } niveaux
files-expected-xml-element = un élément (<Nom ...>)
files-expected-xml-attribute-once = chaque attribut une seule fois
files-expected-xml-equals = « = » après le nom de l'attribut
files-expected-xml-quoted-value = une valeur d'attribut entre guillemets
files-expected-xml-closing-quote = le guillemet qui ferme la valeur de l'attribut
files-expected-xml-value-without-lt = une valeur d'attribut sans <
files-expected-xml-end-tag = la balise de fin </{ $name }>
files-expected-xml-end-tag-close = « > » fermant la balise de fin
files-expected-xml-cdata-end = une section CDATA fermée par ]]>
files-expected-xml-reference-end = une référence terminée par « ; »
files-expected-xml-reference = &amp; &lt; &gt; &quot; &apos; ou &#N;

## TOML (.2048, .2048game, the per-user files)
files-expected-toml-nesting = au plus { $max } crochets imbriqués
files-expected-toml-key-parts = une clé d'au plus { $max } parties
files-expected-toml-nodes = au plus { $max } clés, valeurs et tables
# $message is the TOML reader's own, in English.
files-expected-toml = du TOML valide ({ $message })

## Run-length encoding (Sokoban boards and moves)
files-expected-rle-item = un caractère, un nombre ou un groupe
files-expected-rle-count = un nombre de répétitions assez petit pour être développé
files-expected-rle-nesting = des groupes imbriqués sur au plus { $max } niveaux
files-expected-rle-group-close = « ) » fermant le groupe
files-expected-rle-after-count = un caractère ou un groupe après le nombre
files-expected-rle-length = une plage qui se développe en une longueur raisonnable

## Sokoban text (.sok, XSB)
files-expected-sokoban-board = un plateau (des lignes de #, @, $, ., * et d'espaces)
files-expected-sokoban-board-rows = un plateau d'au plus { $max } lignes de haut
files-expected-sokoban-board-with-wall = un plateau avec au moins un mur (ses nombres n'en donnent aucun)
files-expected-sokoban-total-moves = des parties enregistrées d'au plus { $max } déplacements en tout dans un même fichier
files-expected-sokoban-some-move = des déplacements qui en donnent au moins un (leurs nombres n'en donnent aucun)
files-expected-sokoban-board-character = un caractère de plateau (# @ + $ * . - espace), pas un caractère de contrôle
files-expected-sokoban-row-squares = une ligne d'au plus { $max } cases de large

## Sokoban XML (.slc)
files-expected-slc-root = l'élément racine <{ $name }>
files-expected-slc-collection-child = Title, Description, Email, Url ou un seul LevelCollection
files-expected-slc-level = un élément <Level>
files-expected-slc-row = une ligne <L>
files-expected-slc-whole-side = { $attribute } en nombre entier de cases
files-expected-slc-side-at-most = un attribut { $attribute } d'au plus { $max } cases
files-expected-slc-board-characters = des caractères de plateau (# @ + $ * . - _ ou espace)

## Sokoban tutorial arrays
files-expected-tutorial-statement = des données de niveau : nom = [nombres, ...];
files-expected-tutorial-total-cells = des niveaux d'au plus { $max } cases en tout dans un même fichier
files-expected-tutorial-data = des données de niveau du tutoriel (levelN[i] = [...])
files-expected-tutorial-rows = au plus { $max } lignes dans level{ $level }
files-expected-tutorial-row-number = la ligne { $row } de level{ $level } (les lignes sont numérotées à partir de 0, sans trou)
files-expected-tutorial-row-cells = au plus { $max } cases par ligne
files-expected-tutorial-cell-code = des codes de case 0 (fond), 1 (sol), 2 (mur), 3 (cible)
files-expected-tutorial-pusher = poussoir{ $level } = [x, y] pour level{ $level }
files-expected-tutorial-position = une position [x, y] sur du sol ou une cible, dans le niveau

## BombFight maps (.bflvl) and replays
files-expected-bombfight-size-line = la ligne de taille « LARGEUR HAUTEUR »
files-expected-bombfight-row = la ligne { $row } sur { $height } ({ $width } caractères de carte)
files-expected-bombfight-rounds-line = la ligne du nombre de tours
files-expected-bombfight-end-after-rounds = la fin du fichier après la ligne du nombre de tours
files-expected-bombfight-size-numbers = la ligne de taille « LARGEUR HAUTEUR » (deux nombres entiers)
files-expected-bombfight-sides = une largeur et une hauteur de { $min } à { $max }
files-expected-bombfight-row-short = la ligne { $row } sur { $height } avec { $width } caractères de large (il en manque { $short })
files-expected-bombfight-row-long = la ligne { $row } sur { $height } arrêtée après { $width } caractères ({ $long } de trop)
files-expected-bombfight-map-character = un caractère de carte : « # » mur, « X » brique, « E » sortie, « A » ou « B » départ, 0-9 objet, ou espace
files-expected-bombfight-rounds-number = la ligne du nombre de tours (un seul nombre entier)
files-expected-bombfight-rounds = un nombre de tours d'au plus { $max }
files-expected-replay-turns-line = une ligne « turns: » après la carte
files-expected-replay-turns = au plus { $max } coups
files-expected-yes-or-no = « yes » ou « no »

## Mazes: gridwright's .maze
files-expected-maze-cell-xy = une case x,y
files-expected-maze-cell-inside = une case dans le labyrinthe
files-expected-maze-whole-number = un nombre entier
files-expected-maze-size-line = une ligne « size: LARGEURxHAUTEUR »
files-expected-maze-size-value = size: LARGEURxHAUTEUR
files-expected-maze-size-at-least-one = une taille d'au moins 1x1
files-expected-maze-cells = un labyrinthe d'au plus { $max } cases
files-expected-maze-drawing-lines = { $lines } lignes de dessin du labyrinthe (la taille dit { $width }x{ $height })
files-expected-maze-corner-row = une ligne de coins de { $characters } caractères (la taille dit { $width }x{ $height })
files-expected-maze-drawing-character = « + », « - », « | » ou espace

## Mazes: block grids
files-expected-blocks-character = « # » ou espace
files-expected-blocks-size = un nombre impair (2n+1, au moins 3) de lignes et de colonnes de « # » et d'espaces (trouvé { $rows ->
        [one] { $rows } ligne
       *[other] { $rows } lignes
    } et { $columns ->
        [one] { $columns } colonne
       *[other] { $columns } colonnes
    })

## Mazes: the invisible maze's saved games
files-expected-maze-game-seconds = un nombre de secondes de 0 à { $max }
files-expected-maze-game-lives = un nombre entier de vies
files-expected-maze-game-density = une densité de 0 à 1
files-expected-maze-game-tries = au plus { $max } essais
files-expected-maze-game-direction = une direction : U, R, D ou L

## Mazes: the invisible maze's ASCII art
files-expected-ascii-start = un dessin de labyrinthe commençant par « +---+ » (au moins 3 lignes et 3 colonnes)
files-expected-ascii-row-width = des lignes au plus aussi larges que la première ({ $width } caractères)
files-expected-ascii-ambiguous = les tailles de case (LM, HM) données en options : plusieurs conviennent à ce dessin
files-expected-ascii-character = « + », « - », « | », « @ » ou espace
files-expected-ascii-walls = des murs sur une grille de cases de tailles paires (« - » sur les lignes de coins, « | » sur les colonnes de coins, « + » aux quatre coins, « @ » au centre d'une case)
files-expected-ascii-first-row = une première ligne de largeur*LM+1 caractères, LM pair (elle en a { $width })
files-expected-ascii-rows = un dessin de hauteur*HM+1 lignes, HM pair (il en a { $rows })

## Mazes: the grid matrix (JSON or Python)
files-expected-grid-matrix = une matrice [[[haut, droite, bas, gauche], ...], ...] de true/false
files-expected-grid-row-cells = la ligne { $row } avec { $cells } cases comme la ligne 0 (elle en a { $has })
files-expected-grid-sides = quatre côtés [haut, droite, bas, gauche] pour la case ({ $row }, { $column })
files-expected-grid-agree = les cases ({ $row }, { $column }) et ({ $other_row }, { $other_column }) d'accord sur leur côté commun

## 2048 levels and records
files-expected-g2048-level-table = une table [level]
files-expected-g2048-game = la clé game = "{ $magic }"
files-expected-g2048-game-first = la clé game = "{ $magic }" en premier
files-expected-g2048-keys = l'une des clés { $keys }
files-expected-g2048-key = une clé `{ $key }`
files-expected-g2048-text = un texte d'au plus { $max } caractères
files-expected-g2048-bool = true ou false
files-expected-g2048-side = une taille de { $min } à { $max }
files-expected-g2048-seed = une graine : un nombre entier à partir de 0
files-expected-g2048-moves-text = les coups en un texte de U D L R
files-expected-g2048-moves = au plus { $max } coups
files-expected-g2048-move-letters = des coups : U D L R seulement
files-expected-g2048-score = un score : un nombre entier à partir de 0
files-expected-g2048-power-of-two = { $empty ->
        [yes] 0 (case vide) ou une
       *[no] une
    } puissance de deux de 2 à 2^62
files-expected-g2048-spawn-inline = une table {"{"} value = 2, weight = 0.9 {"}"}
files-expected-g2048-spawn-tables = des tables [[spawn]] de value et weight
files-expected-g2048-spawn-count = de 1 à { $max } entrées d'apparition
files-expected-g2048-spawn-total = des poids d'apparition de somme supérieure à 0
files-expected-g2048-spawn-keys = seulement `value` et `weight` dans une apparition
files-expected-g2048-weight = une clé `weight`
files-expected-g2048-weight-value = un poids : un nombre fini, 0 ou plus
files-expected-g2048-start-rows = des lignes de nombres : [[0, 2], [4, 0]]
files-expected-g2048-start-height = { $rows } lignes (la hauteur)
files-expected-g2048-start-row = une ligne : [0, 2, 4, 0]
files-expected-g2048-start-width = une ligne de { $numbers } nombres (la largeur)

## A file and what went wrong with it (any error of reading or writing it)
files-path-error = { $file } : { $error }

## The file kinds' names (src/i18n/names.rs); extensions stay as they are
files-kind-sok = Sokoban .sok
files-kind-xsb = Sokoban XSB
files-kind-slc = Sokoban .slc (XML)
files-kind-sokoban-tutorial = tableaux du tutoriel Sokoban
files-kind-maze = gridwright .maze
files-kind-maze-grid = matrice de labyrinthe (JSON ou Python)
files-kind-maze-ascii = dessin de labyrinthe invisible
files-kind-maze-blocks = grille de blocs de labyrinthe
files-kind-maze-game = partie de labyrinthe invisible
files-kind-2048 = niveau 2048
files-kind-2048-record = partie 2048 enregistrée
files-kind-bombfight = carte BombFight
files-kind-bombfight-replay = relecture BombFight
files-kind-with-extension = { $kind } (.{ $ext })
files-wrong-game = un fichier { $game } ne peut pas être écrit en « { $kind } »

## A picture not made (src/picture: render, convert to a picture, Export picture)
files-picture-too-large = l'image ferait { $what }, au-delà de la limite de { $limit } ; choisissez moins de niveaux (--levels) ou une case plus petite (--cell)
files-picture-cells = { $n ->
        [one] { $n } case
       *[other] { $n } cases
    }
files-picture-pixels = { $n ->
        [one] { $n } pixel
       *[other] { $n } pixels
    }
files-picture-raster = { $width } x { $height } pixels
files-picture-memory = ce que la mémoire peut contenir
files-picture-encoding = l'encodage PNG a échoué : { $error }

## Why a file did not open (src/io.rs)
files-load-too-large = { $file } : un fichier de { $size } octets, au-delà de la limite de { $limit } octets ({ $mib } Mio)
files-load-unknown-kind = { $file } : pas un type de fichier que gridwright connaît : attendu { $kinds } (par l'extension ou le contenu)
files-load-wrong-game = { $file } : un fichier « { $kind } », pas un fichier { $game }

## Why a save failed, in gridwright's own words (src/io.rs)
files-save-no-temporary = enregistrement atomique impossible : le dossier { $folder } n'est pas accessible en écriture, aucun fichier temporaire ne peut donc être créé à côté du fichier ({ $error })
files-save-not-a-file = { $what ->
        [folder] est un dossier
       *[other] n'est pas un fichier ordinaire
    } ; rien n'a été écrit
files-symlink-loop = trop de niveaux de liens symboliques

## A per-user file (settings, records) left alone (src/user_files.rs)
files-user-file-kept = avertissement : { $file } est laissé tel quel et n'est pas mis à jour : { $why }
files-user-file-not-regular = pas un fichier ordinaire
files-user-file-not-utf8 = pas du texte UTF-8
files-user-file-toml = ligne { $line }, colonne { $column } : TOML non valide pour ce fichier ({ $message })

## The system's errors, by kind
files-os-not-found = fichier ou dossier introuvable
files-os-permission-denied = permission refusée
files-os-already-exists = il existe déjà
files-os-is-a-directory = c'est un dossier
files-os-not-a-directory = une partie du chemin n'est pas un dossier
files-os-directory-not-empty = le dossier n'est pas vide
files-os-read-only = le système de fichiers est en lecture seule
files-os-storage-full = plus de place sur le périphérique
files-os-quota-exceeded = le quota de disque est dépassé
files-os-file-too-large = le fichier est trop grand pour le système de fichiers
files-os-invalid-filename = le nom de fichier n'est pas valide (trop long ?)
files-os-busy = le fichier ou le périphérique est occupé
files-os-crosses-devices = un fichier ne peut pas être déplacé d'un système de fichiers à un autre
files-os-too-many-links = trop de liens
files-os-interrupted = interrompu
files-os-broken-pipe = l'autre bout du tube est fermé
files-os-out-of-memory = mémoire insuffisante
files-os-timed-out = délai dépassé
files-os-would-block = l'opération bloquerait
files-os-invalid-input = un argument n'est pas valide
files-os-unsupported = l'opération n'est pas prise en charge ici
files-os-invalid-data = les données ne sont pas valides (pas du texte UTF-8 ?)
files-os-unexpected-eof = le fichier s'arrête trop tôt
