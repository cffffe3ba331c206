# The 2048 workspace (en français).


## The editor's panel.
g2048-level = Niveau
g2048-title = Titre
g2048-author = Auteur
g2048-checks = Vérifications
g2048-valid = Niveau valide : prêt à jouer
g2048-playtest-f5 = Tester  (F5)
g2048-width = Largeur
g2048-height = Hauteur
g2048-target = Objectif
g2048-undo-allowed = Annulation permise
g2048-puzzle-checkbox = Un casse-tête (vérifier que l'objectif est atteignable)
g2048-fixed-seed = Graine fixe
g2048-seed-label = graine
g2048-spawns = Apparitions
g2048-spawn-value = valeur
g2048-spawn-weight = poids
g2048-percent = { $p } %
g2048-spawn-remove = Retirer cette valeur
g2048-spawn-zero = La somme des poids vaut 0 : aucune tuile ne pourrait apparaître.
g2048-probability = { $tile } { $p } %
g2048-probabilities = Probabilités : { $list }
g2048-spawn-add = Ajouter une valeur
g2048-start-board = Plateau de départ
g2048-start-designed = Un plateau de départ dessiné (sinon deux tuiles apparaissent)
g2048-start-paint = Peignez les cases avec les outils ; le bouton droit les vide :
g2048-empty-lower = vide
g2048-empty = Vide
g2048-any-value = Toute valeur : 2^
g2048-puzzle = Casse-tête
g2048-puzzle-searching = Recherche ({ $secs } s au plus)…
g2048-cancel = Annuler
g2048-puzzle-changed = (le niveau a changé depuis ; vérifiez de nouveau à la fin)
g2048-puzzle-check = Vérifier le casse-tête
g2048-puzzle-stale = { $words } (avant la dernière modification)
g2048-no-start-board = Pas de plateau de départ : deux tuiles apparaissent
g2048-copied-selection = Sélection copiée en lignes de départ
g2048-copied-board = Plateau copié en lignes de départ
g2048-cut-selection = Sélection coupée
g2048-clipboard-no-rows = Le presse-papiers ne contient aucune ligne de départ 2048
g2048-pasted = { $w } x { $h } cases collées
g2048-resized = Plateau redimensionné en { $w } x { $h }

## The workspace.
g2048-classic-title = Classique
g2048-bundled = intégré
g2048-opened = Niveau 2048 { $w } x { $h } { $from } ouvert ; F5 le joue
g2048-watching = Relecture de la partie 2048 { $from }
g2048-record-broken = La partie { $from } ne se rejoue pas : { $error }
g2048-playtest = Tester ce niveau
g2048-menu-play = Jouer
g2048-view-animate = Animer les coups
g2048-view-hint-arrow = Flèche d'indice sur le plateau
g2048-status-cell-value = x { $x } y { $y } : { $value }
g2048-status-cell = x { $x } y { $y }
g2048-status-size = 2048 { $w } x { $h }, objectif { $target }

## Playing.
g2048-resumed = Partie reprise : { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}. Nouvelle partie recommence
g2048-playing = Partie avec la graine { $seed } : flèches, WASD ou ZQSD ; Échap revient à l'éditeur
g2048-invalid-move = Coup impossible : rien ne changerait
g2048-no-undo = Ce niveau ne permet pas d'annuler
g2048-finished = Plus haute tuile { $tile }, score { $score }.
g2048-finished-best = Plus haute tuile { $tile }, score { $score }. Un nouveau meilleur score !
g2048-finished-best-unsaved = Plus haute tuile { $tile }, score { $score }. Un nouveau meilleur score, mais les records n'ont pas pu être enregistrés : { $error }
g2048-back-to-editor = Retour à l'éditeur
g2048-back-game-kept = Retour à l'éditeur ; la partie de { $n ->
    [one] { $n } coup
   *[other] { $n } coups
} est gardée : F5 la reprend
g2048-new-game-seed = Nouvelle partie, graine { $seed }
g2048-save-title = Enregistrer la partie
g2048-saved = Partie enregistrée
g2048-dir-up = haut
g2048-dir-down = bas
g2048-dir-left = gauche
g2048-dir-right = droite
g2048-way-up = en haut
g2048-way-down = en bas
g2048-way-left = à gauche
g2048-way-right = à droite
g2048-hint-none = Aucun coup ne change le plateau.
g2048-hint-only = Jouez { $way } : le seul coup qui change le plateau.
g2048-hint-clear = Jouez { $way } : nettement le meilleur.
g2048-hint-better = Jouez { $way } : mieux que { $other }.
g2048-hint-close = Jouez { $way } : de justesse, { $other } est presque aussi bon.
g2048-line-nothing = { $way } : ne change rien
g2048-line-best = { $way } : le meilleur
g2048-line-as-good = { $way } : aussi bon
g2048-line-worse = { $way } : { $p } % moins bon
g2048-score = Score { $score }
g2048-best = Meilleur { $best }
g2048-moves-highest = Coups { $n }   plus haute { $tile }
g2048-seed = Graine { $seed }
g2048-next-seed = Graine suivante
g2048-new-game = Nouvelle partie
g2048-undo = Annuler  (U)
g2048-ai = IA
g2048-hint = Indice  (H)
g2048-thinking = réflexion…
g2048-looked-ahead = ({ $n ->
    [one] { $n } coup
   *[other] { $n } coups
} d'avance examinés)
g2048-save-game = Enregistrer la partie…
g2048-back-esc = Retour à l'éditeur  (Échap)
g2048-autoplay = Jeu automatique
g2048-moves-per-second = coups/s
g2048-autoplay-slow = { $n } { $n ->
    [one] coup
   *[other] coups
    } par seconde sur les { $asked } demandés : l'IA prend { $took } ms par coup (jusqu'à { $think } ms) et ne suit pas.
g2048-autoplay-few-frames = { $n } { $n ->
    [one] coup
   *[other] coups
    } par seconde sur les { $asked } demandés : l'IA est assez rapide ({ $took } ms par coup), mais la fenêtre est redessinée trop rarement sur cette machine.
g2048-autoplay-speed = { $n } { $n ->
    [one] coup
   *[other] coups
    } par seconde, l'IA réfléchit jusqu'à { $think } ms par coup.
g2048-autoplay-think = L'IA réfléchit jusqu'à { $think } ms par coup.
g2048-autoplay-stop = Arrêter le jeu automatique
g2048-lose-what = Cette partie de { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
g2048-lose-exit = revenir à l'éditeur
g2048-lose-new-game = une nouvelle partie
g2048-won = Vous avez fait { $tile } !
g2048-keep-playing-question = Continuer à jouer ?
g2048-keep-playing = Continuer
g2048-end-game = Terminer la partie
g2048-game-over = Partie terminée
g2048-undo-last = Annuler le dernier coup  (U)
g2048-rules-no-undo = Les règles de ce niveau ne permettent pas d'annuler.

## Replaying.
g2048-replay-step = coup
g2048-replay-count = { $n ->
    [one] { $n } coup
   *[other] { $n } coups
}
g2048-replay-move = Coup { $n } sur { $len }
g2048-replay-score = Score { $score } (final { $last })

## The game layer's words the window shows: checks, the puzzle's verdict, replay errors.
g2048-problem-no-spawn = Aucune valeur d'apparition n'a un poids supérieur à 0.
g2048-problem-target-small = L'objectif { $target } est plus petit que toute valeur d'apparition : il ne pourra jamais être construit.
g2048-problem-start-full = Le plateau de départ est plein et n'a aucun coup valide.
g2048-problem-start-empty = Le plateau de départ est vide : retirez-le et deux tuiles apparaîtront.
g2048-puzzle-forced = atteignable quelles que soient les apparitions : { $line }
g2048-puzzle-luck = atteignable avec de la chance, par exemple : { $line }
g2048-puzzle-unreachable = inatteignable : aucune suite de coups et d'apparitions ne construit l'objectif
g2048-puzzle-unknown = inconnu : { $why }
g2048-puzzle-no-start = le niveau n'a pas de plateau de départ (deux tuiles au hasard le commencent)
g2048-puzzle-out-of-time = temps écoulé avant une réponse
g2048-puzzle-too-deep = aucune suite de { $n } coups au plus n'atteint l'objectif
# The moves as French players say them: haut, bas, gauche, droite.
g2048-puzzle-step = { $dir ->
        [U] haut
        [D] bas
        [L] gauche
       *[R] droite
    } (+{ $tile } en x { $x } y { $y })
g2048-puzzle-last-step = { $dir ->
        [U] haut
        [D] bas
        [L] gauche
       *[R] droite
    }
g2048-replay-not-a-move = coup { $n } : « { $letter } » n'est pas U D L R
g2048-replay-changes-nothing = coup { $n } ({ $letter }) ne change rien
