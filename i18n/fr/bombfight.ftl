# L'espace de travail BombFight.

## Éditeur
bombfight-tools = Outils
bombfight-palette = Palette
bombfight-playtest-map = Tester cette carte
bombfight-play-choose-toolbar = Jouer… (choisir les joueurs)
bombfight-play-choose = Jouer…  (choisir les joueurs)
bombfight-tournament-menu = Tournoi…
bombfight-painting = Pinceau : { $tile }
bombfight-map = Carte
bombfight-rounds = Tours
bombfight-pillars-ring = Piliers et enceinte
bombfight-pillars-ring-hover = Des murs sur chaque ligne et colonne paires, et tout autour
bombfight-random-map-menu = Carte au hasard…
bombfight-playtest-f5 = Tester  (F5)
bombfight-checks = Vérifications
bombfight-valid-map = Carte valide : prête à jouer
bombfight-fairness = Équité
bombfight-last-valid-fairness = Celle de la dernière carte valide (celle-ci a des problèmes) :
bombfight-fairness-later = Un rapport dès que la carte est valide.
bombfight-fair-exit-in = sortie à { $n } pas
bombfight-fair-no-open-exit = { $n ->
    [one] pas de sortie dégagée ({ $n } brique sur le chemin)
   *[other] pas de sortie dégagée ({ $n } briques sur le chemin)
}
bombfight-fair-no-exit = pas de sortie
bombfight-fair-side = { $name } : { $exit } ; atteint { $gems ->
    [one] { $gems } gemme
   *[other] { $gems } gemmes
} valant { $points }, { $mushrooms ->
    [one] { $mushrooms } champignon
   *[other] { $mushrooms } champignons
}
bombfight-fair-neither = Aucun départ n'est nettement avantagé.
bombfight-unfair = Inéquitable : { $flag }
bombfight-copied-selection = Sélection copiée en lignes .bflvl
bombfight-copied-map = Carte copiée en lignes .bflvl
bombfight-cut = Sélection coupée
bombfight-paste-nothing = Le presse-papiers ne contient pas de lignes de carte BombFight
bombfight-pasted = { $w } x { $h } cases collées
bombfight-resized = Carte redimensionnée en { $w } x { $h }
bombfight-pillars-already = Les piliers et l'enceinte sont déjà des murs
bombfight-pillars-laid = Murs posés sur les piliers et l'enceinte
bombfight-random-made = Carte au hasard faite avec la graine { $seed }
bombfight-no-map = Pas de carte : { $error }
bombfight-random-map = Carte au hasard
bombfight-width = Largeur
bombfight-height = Hauteur
bombfight-brick-probability = probabilité de brique
bombfight-point-probability = probabilité de points
bombfight-exits = Sorties
bombfight-seed = Graine
bombfight-symmetric = Symétrique (équitable : largeur et hauteur impaires)
bombfight-generate = Générer
bombfight-cancel = Annuler

## Cases
bombfight-tile-empty = Vide
bombfight-tile-wall = Mur
bombfight-tile-brick = Brique
bombfight-tile-exit = Sortie (enceinte seulement)
bombfight-tile-start-a = Départ A (joueur 1)
bombfight-tile-start-b = Départ B (joueur 2)
bombfight-tile-gem = Gemme { $points }
bombfight-tile-mushroom = Champignon { $points }

## Fichiers, menus, barre d'état
bombfight-opened = Carte { $w } x { $h } ouverte : { $from }
bombfight-bundled = celle fournie avec gridwright
bombfight-watching = Relecture : { $from }
bombfight-menu-play = Jouer
bombfight-pointer = { $square } : { $tile }
bombfight-size = carte { $w } x { $h }, { $n } tours

## Vérifications et équité (la ligne de commande les affiche aussi)
bombfight-check-size = la taille { $w } x { $h } sort de { $min } à { $max } par côté
bombfight-check-ring-gaps = { $n ->
    [one] l'enceinte a { $n } trou qui n'est pas une sortie
   *[other] l'enceinte a { $n } trous qui ne sont pas des sorties
}
bombfight-check-pillars = { $n ->
    [one] { $n } case de ligne et colonne paires n'est pas un mur
   *[other] { $n } cases de ligne et colonne paires ne sont pas des murs
}
bombfight-check-rounds = le nombre de tours doit aller de 1 à { $max }
bombfight-check-exit-inside = les sorties doivent être dans l'enceinte
bombfight-check-no-exit = la carte doit avoir au moins une sortie
bombfight-check-starts = la carte doit avoir exactement un départ { $name } (elle en a { $n })
bombfight-check-unreachable = aucune sortie n'est accessible depuis le départ { $name }, même en faisant sauter les briques
bombfight-fair-only-a = seul A atteint une sortie sans bombe
bombfight-fair-only-b = seul B atteint une sortie sans bombe
bombfight-fair-nearer-exit = la sortie la plus proche de { $who } est à { $near } pas, celle de l'autre à { $far }
bombfight-fair-bricks = A doit faire sauter { $a } brique(s) pour atteindre une sortie, B { $b }
bombfight-fair-gems = { $who } atteint { $more } points de gemmes sans bombe, l'autre { $less }

## Partie
bombfight-bot-error = { $name } : { $error }
bombfight-bot-stopped = le bot s'est arrêté (il ne joue plus)
bombfight-cannot-play = Impossible de jouer cette carte : { $error }
bombfight-cannot-start = Impossible de commencer : { $error }
bombfight-playing-human = En jeu : W A S D ou les flèches déplacent, B bombe, F fini ; Échap revient à l'éditeur
bombfight-playing-bots = Les bots jouent : Pause et Pas à pas dans le panneau ; Échap revient à l'éditeur
bombfight-save-replay-title = Enregistrer la relecture
bombfight-saved-replay = Relecture enregistrée
bombfight-back-to-editor = Retour à l'éditeur
bombfight-back-to-editor-esc = Retour à l'éditeur  (Échap)
bombfight-human-keys = humain (clavier)
bombfight-side-score = { $mark }{ $who } { $name } : { $n ->
    [one] { $n } point
   *[other] { $n } points
}
bombfight-round-of = Tour { $round } sur { $n } (reste { $left })
bombfight-log = Journal
bombfight-to-act = À { $who } de jouer : WASD/flèches, B bombe, F fini
bombfight-over-below = La partie est finie (le résultat est plus bas)
bombfight-waiting-bot = En attente du bot (les touches tapées maintenant sont gardées)
bombfight-nothing = rien
bombfight-turn-so-far = Ce coup jusqu'ici : { $actions }
bombfight-plan-hint = Un déplacement par tour : F le joue, B ajoute une bombe, une autre direction le change.
bombfight-done-f = Fini (F)
bombfight-turns-per-second = coups/s
bombfight-game-over-short = La partie est finie
bombfight-resume = Reprendre
bombfight-pause = Pause
bombfight-step = Pas à pas
bombfight-thinking = réfléchit…
bombfight-show-output = Montrer la sortie des programmes
bombfight-reached-exit = { $who } a atteint une sortie.
bombfight-rounds-ran-out = Les tours sont épuisés.
bombfight-game-over = Partie terminée
bombfight-a-wins = A gagne, { $won } à { $lost }.
bombfight-b-wins = B gagne, { $won } à { $lost }.
bombfight-draw = Match nul, { $n } partout.
bombfight-save-replay = Enregistrer la relecture…
bombfight-watch-replay = Revoir la partie
bombfight-play-again-swapped = Rejouer, départs échangés

## Sortie des programmes
bombfight-output-side = { $who } : { $name }
bombfight-output-none = pas un programme (ou aucun coup joué encore)
bombfight-no-action = aucune action
bombfight-output-turn = coup { $turn } (tour { $round }) : { $answer }, { $ms } ms

## Relecture
bombfight-cannot-replay = Impossible de relire : { $error }
bombfight-replay-players = A : { $a }   B : { $b }
bombfight-replay-turn = Coup { $at } sur { $n }, tour { $round }
bombfight-replay-scores = Scores : A { $a }  B { $b }
bombfight-turn-nothing = { $who } : rien
bombfight-turn-words = { $who } : { $words }

## Choix des joueurs
bombfight-give-command = donnez la ligne de commande du programme, ou choisissez le programme
bombfight-built-in-name = { $name } est le nom d'un bot intégré : choisissez-le dans la liste
bombfight-player-1 = Joueur 1 (A)
bombfight-player-2 = Joueur 2 (B)
bombfight-choice-human = Humain (clavier)
bombfight-choice-program = Programme…
bombfight-choice-bot = Bot : { $bot }
bombfight-play-dialog = Jouer à BombFight
bombfight-choose-program = Choisir le programme du bot
bombfight-time-limit = Temps limite des programmes (s)
bombfight-bots-seed = Graine des bots
bombfight-start = Commencer
bombfight-players-not-kept = Impossible de retenir les joueurs : { $error }
bombfight-command = Commande
bombfight-browse = Parcourir…
bombfight-used-before = Déjà utilisés
bombfight-per-turn = Lancé à chaque coup
bombfight-persistent = Persistant (un processus par partie)
bombfight-refusal-exit-ring = Une sortie ne va que dans l'enceinte (le mur extérieur)

## La page du tournoi
bombfight-tourney-stopped-error = Le tournoi s'est arrêté : { $error }
bombfight-tourney-too-few = Choisissez au moins deux bots et une carte.
bombfight-tourney-back-to-result = Retour au résultat de la partie
bombfight-tourney-back-to-result-esc = Retour au résultat  (Échap)
bombfight-tourney-back-esc = Retour au tournoi  (Échap)
bombfight-tourney-saved-replays = { $n ->
    [one] { $n } relecture enregistrée dans { $folder }
   *[other] { $n } relectures enregistrées dans { $folder }
}
bombfight-tourney-not-saved = Non enregistré : { $error }
bombfight-tourney-started = { $n ->
    [one] Tournoi : { $n } partie
   *[other] Tournoi : { $n } parties
}
bombfight-tourney-save-standings-title = Enregistrer le classement
bombfight-tourney-saved-standings = Classement enregistré
bombfight-tourney-replays-folder-title = Choisissez le dossier des relectures
bombfight-tourney-map-unplayable = Cette carte ne peut pas être jouée : { $problem }
bombfight-tourney-this-map-name = cette carte
bombfight-tourney-heading = Tournoi
bombfight-tourney-bots = Bots
bombfight-tourney-maps = Cartes
bombfight-tourney-this-map = Cette carte
bombfight-tourney-random-maps = Cartes aléatoires
bombfight-tourney-every-pair = Chaque paire joue chaque carte deux fois, en échangeant les départs.
bombfight-tourney-start = Commencer
bombfight-tourney-stop = Arrêter
bombfight-tourney-choose = Choisissez les bots et les cartes, puis Commencer.
bombfight-tourney-state-playing = en cours
bombfight-tourney-state-stopping = arrêt en cours
bombfight-tourney-state-stopped = arrêté
bombfight-tourney-state-finished = terminé
bombfight-tourney-progress = { $done } parties sur { $n }, { $state }
bombfight-tourney-estimating = Estimation du temps restant…
bombfight-tourney-time-left = Encore environ { $time }
bombfight-tourney-standings = Classement
bombfight-tourney-maps-heading = Cartes (parties gagnées depuis A, depuis B, nulles)
bombfight-tourney-games = Parties
bombfight-tourney-save-standings = Enregistrer le classement…
bombfight-tourney-as-text = En texte (.txt)…
bombfight-tourney-as-json = En JSON (.json)…
bombfight-tourney-save-replays = Enregistrer les relectures…
bombfight-tourney-favours = ⚠ Avantage { $start }
bombfight-tourney-favours-tip = Le départ { $start } a gagné { $wins } à { $losses } des parties non nulles : la carte est peut-être injuste.
bombfight-tourney-watch = Revoir

## Quitter une partie terminée
bombfight-guard-record = La relecture de cette partie
bombfight-guard-playing-again = rejouer
bombfight-guard-going-back = revenir à l'éditeur

## Les curseurs de la relecture
bombfight-replay-step = tour
bombfight-replay-count = { $n ->
    [one] { $n } tour
   *[other] { $n } tours
}
bombfight-replay-rate = tours/s
# The word on an exit tile of the map picture (window and render), in capitals.
bombfight-picture-exit = SORTIE

## Le journal de la partie, une ligne par événement
bombfight-event-collect = { $player } a ramassé { $item ->
        [gem] une gemme
       *[mushroom] un champignon
    } ({ $points })
bombfight-event-item-destroyed = la bombe de { $player } a détruit un objet ({ $points })
bombfight-event-brick-destroyed = une brique en { $square } a été détruite
bombfight-event-kill = { $player } a été tué ({ $points }), retour à son départ
bombfight-event-exit = { $player } a atteint une sortie ({ $points })
bombfight-event-bomb-placed = { $player } a posé une bombe en { $square }
bombfight-event-explosion = la bombe de { $player } en { $square } a explosé ({ $n ->
        [one] { $n } case
       *[other] { $n } cases
    })
bombfight-event-rounds-ran-out = les tours sont épuisés

## Maps a game cannot start on, random maps' options and the tournament's threads
bombfight-start-error = la carte doit avoir exactement un départ { $start } ; { $n ->
        [0] elle n'en a aucun
       *[other] elle en a { $n } ({ $at })
    }
bombfight-map-size = la largeur et la hauteur doivent aller de { $min } à { $max }
bombfight-map-probability = les probabilités doivent aller de 0 à 1
bombfight-map-rounds = le nombre de tours doit aller de 1 à { $max }
bombfight-map-exits = le nombre de sorties doit aller de 1 à { $places } sur une carte de { $width } x { $height }
bombfight-map-even-symmetric = une carte symétrique doit avoir une largeur et une hauteur impaires
bombfight-tourney-threads = impossible de lancer les fils d'exécution du tournoi : { $error }

## Players that cannot be made (play bombfight, tournament, the players dialog)
bombfight-not-a-player = « { $text } » n'est pas un joueur : human, un bot intégré ({ $bots }) ou un programme ({ $why })
bombfight-no-built-in = pas de bot intégré « { $name } »
bombfight-command-unbalanced = impossible de découper { $command } : guillemets non refermés
bombfight-command-empty = la commande du bot est vide
bombfight-command-not-found = programme de bot { $program } introuvable (donnez un chemin, ou un programme du PATH)
bombfight-command-not-executable = le programme de bot { $program } n'est pas exécutable (faites chmod +x, ou nommez son interpréteur : sh { $path })

## A program's faults (the bot panel, --bot-log files)
bombfight-fault-spawn = impossible de le lancer : { $error }
bombfight-fault-late = pas de réponse à temps (aucune action)
bombfight-fault-exit = terminé avec { $status }
bombfight-fault-died = processus terminé ({ $status }) ; relancé au tour suivant
bombfight-fault-garbage = pas une action : { $answer } (aucune action)
bombfight-fault-extra-words = mots ignorés : { $words }
bombfight-fault-flood = { $n ->
        [one] { $n } octet de sortie au-delà de la limite, jeté
       *[other] { $n } octets de sortie au-delà de la limite, jetés
    }
bombfight-fault-not-reading = n'avait pas lu son entrée précédente
bombfight-fault-late-answer = réponse tardive { $answer } jetée
bombfight-fault-restarted = relancé (relance n° { $n })
bombfight-fault-more = { $n ->
        [one] { $n } autre faute à ce tour, non gardée
       *[other] { $n } autres fautes à ce tour, non gardées
    }
bombfight-status-code = le code { $code }
bombfight-status-signal = le signal { $signal }
bombfight-status-unknown = un état inconnu
