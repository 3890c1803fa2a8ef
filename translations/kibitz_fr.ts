<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>QObject</name>
    <message>
        <source>PGN database and analysis tool</source>
        <translation>Base de données PGN et outil d&apos;analyse</translation>
    </message>
    <message>
        <source>Dossier: %1</source>
        <translation>Dossier : %1</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>le PDF n&apos;a pas pu être créé</translation>
    </message>
    <message>
        <source>PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list.</source>
        <translation>Fichiers PGN, bases SCID (.si4) ou bases ChessBase (.cbh) à ouvrir, chacun dans son propre onglet de la liste des parties.</translation>
    </message>
</context>
<context>
    <name>kibitz::annotate::Annotator</name>
    <message>
        <source>The game&apos;s start position is not valid.</source>
        <translation>La position de départ de la partie n’est pas valide.</translation>
    </message>
    <message>
        <source>%1 gave no evaluation for move %2.</source>
        <translation>%1 n’a donné aucune évaluation au coup %2.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BlockingClient</name>
    <message>
        <source>%1 did not get ready within %2 ms.</source>
        <translation>%1 n&apos;était pas prêt en %2 ms.</translation>
    </message>
    <message>
        <source>%1 did not play a move within %2 ms.</source>
        <translation>%1 n&apos;a pas joué de coup en %2 ms.</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::BuiltinEngine</name>
    <message>
        <source>Kibitz (built-in)</source>
        <translation>Kibitz (intégré)</translation>
    </message>
</context>
<context>
    <name>kibitz::engineclient::ExternalEngine</name>
    <message>
        <source>%1 cannot analyse (it has no analyze mode).</source>
        <translation>%1 ne peut pas analyser (il n&apos;a pas de mode analyse).</translation>
    </message>
    <message>
        <source>%1 cannot be given this position (it does not accept &quot;setboard&quot;).</source>
        <translation>Impossible de donner cette position à %1 (il n&apos;accepte pas « setboard »).</translation>
    </message>
    <message>
        <source>%1 sent an overlong line; it was ignored.</source>
        <translation>%1 a envoyé une ligne trop longue ; elle a été ignorée.</translation>
    </message>
    <message>
        <source>Could not start %1 (%2): %3</source>
        <translation>Impossible de démarrer %1 (%2) : %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 Gave up after %n restart(s); start the analysis again to retry.</source>
        <translation>
            <numerusform>%1 Abandon après %n redémarrage ; relancez l&apos;analyse pour réessayer.</numerusform>
            <numerusform>%1 Abandon après %n redémarrages ; relancez l&apos;analyse pour réessayer.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Restarting it (%2 of %3).</source>
        <translation>%1 Redémarrage (%2 sur %3).</translation>
    </message>
    <message>
        <source>%1 sent a line Kibitz does not understand (%2): %3</source>
        <translation>%1 a envoyé une ligne que Kibitz ne comprend pas (%2) : %3</translation>
    </message>
    <message>
        <source>%1 says: %2</source>
        <translation>%1 dit : %2</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms while analysing).</source>
        <translation>%1 ne répond plus (aucune réponse à « %3 » en %2 ms pendant l&apos;analyse).</translation>
    </message>
    <message>
        <source>%1 did not finish its start-up handshake within %2 ms.</source>
        <translation>%1 n&apos;a pas terminé sa poignée de main de démarrage en %2 ms.</translation>
    </message>
    <message>
        <source>%1 stopped answering (no reply to &quot;%3&quot; within %2 ms).</source>
        <translation>%1 ne répond plus (aucune réponse à « %3 » en %2 ms).</translation>
    </message>
    <message>
        <source>%1 did not answer &quot;stop&quot; within %2 ms.</source>
        <translation>%1 n&apos;a pas répondu à « stop » en %2 ms.</translation>
    </message>
    <message>
        <source>%1 did not play a move in time.</source>
        <translation>%1 n&apos;a pas joué de coup à temps.</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 a planté.</translation>
    </message>
    <message>
        <source>%1 exited unexpectedly (exit code %2).</source>
        <translation>%1 s&apos;est arrêté de façon inattendue (code de sortie %2).</translation>
    </message>
    <message>
        <source>%1 speaks xboard, which cannot be given a variant&apos;s rules: it plays only the variants it knows, and “%2” is not one Kibitz knows it has.</source>
        <translation>%1 parle xboard, qui ne permet pas de transmettre les règles d&apos;une variante : il ne joue que les variantes qu&apos;il connaît, et Kibitz ne sait pas s&apos;il connaît « %2 ».</translation>
    </message>
    <message>
        <source>%1 does not play the variant “%2”.</source>
        <translation>%1 ne joue pas la variante « %2 ».</translation>
    </message>
    <message>
        <source>%1 cannot play the variant “%2”.</source>
        <translation>%1 ne sait pas jouer la variante « %2 ».</translation>
    </message>
    <message>
        <source>%1 does not play chess variants (it has no UCI_Variant option).</source>
        <translation>%1 ne joue pas de variantes d&apos;échecs (il n&apos;a pas d&apos;option UCI_Variant).</translation>
    </message>
    <message>
        <source>%1 does not know this variant and cannot load variant definitions (it has no VariantPath option).</source>
        <translation>%1 ne connaît pas cette variante et ne peut pas charger de définitions de variantes (il n&apos;a pas d&apos;option VariantPath).</translation>
    </message>
    <message>
        <source>%1 cannot be given the variant: the temporary file %2 cannot be written.</source>
        <translation>Impossible de transmettre la variante à %1 : le fichier temporaire %2 ne peut pas être écrit.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnalysisDock</name>
    <message>
        <source>%1 Mn/s</source>
        <translation>%1 Mn/s</translation>
    </message>
    <message>
        <source>%1 kn/s</source>
        <translation>%1 kn/s</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Show the engine analysis of the current position (Ctrl+Shift+A)</source>
        <translation>Afficher l&apos;analyse du moteur pour la position actuelle (Ctrl+Maj+A)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Start or stop the analysis</source>
        <translation>Démarrer ou arrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>Analyse the position on the board continuously</source>
        <translation>Analyser en continu la position de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Analysis engine</source>
        <translation>Moteur d&apos;analyse</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lignes : </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Nombre de lignes</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Profondeur de recherche</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nœuds par seconde</translation>
    </message>
    <message>
        <source>Engine lines</source>
        <translation>Lignes du moteur</translation>
    </message>
    <message>
        <source>Engine problem</source>
        <translation>Problème de moteur</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Profondeur %1</translation>
    </message>
    <message>
        <source>This engine shows one line only.</source>
        <translation>Ce moteur ne montre qu&apos;une seule ligne.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Analyzer</name>
    <message>
        <source>Play engine line</source>
        <translation>Jouer la ligne du moteur</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AnnotateDialog</name>
    <message>
        <source>&amp;Time per position:</source>
        <translation>&amp;Temps par position :</translation>
    </message>
    <message>
        <source>&amp;Depth per position:</source>
        <translation>&amp;Profondeur par position :</translation>
    </message>
    <message>
        <source>Add the engine&apos;s &amp;better lines as variations</source>
        <translation>Ajouter les &amp;meilleures lignes du moteur en variantes</translation>
    </message>
    <message>
        <source>Annotate Game</source>
        <translation>Annoter la partie</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur :</translation>
    </message>
    <message>
        <source>&amp;Moves of:</source>
        <translation>&amp;Coups de :</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>&amp;From move:</source>
        <translation>&amp;Du coup :</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Jusqu’au coup</translation>
    </message>
    <message>
        <source>Every position from the start of the range is evaluated, in the background. Cancel keeps the moves annotated so far; one Undo removes the whole annotation.</source>
        <translation>Chaque position depuis le début de la plage est évaluée, en arrière-plan. Annuler conserve les coups déjà annotés ; une seule annulation retire toute l’annotation.</translation>
    </message>
    <message>
        <source>&amp;Annotate</source>
        <translation>&amp;Annoter</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::AutoPlayer</name>
    <message>
        <source>No move to play: %1.</source>
        <translation>Aucun coup à jouer : %1.</translation>
    </message>
    <message>
        <source>The position changed while the engine was thinking; its move was not played.</source>
        <translation>La position a changé pendant la réflexion du moteur ; son coup n&apos;a pas été joué.</translation>
    </message>
    <message>
        <source>The engine found no move to play.</source>
        <translation>Le moteur n&apos;a trouvé aucun coup.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Board3DView</name>
    <message>
        <source>No OpenGL context can be created on this display (window system: %1).</source>
        <translation>Impossible de créer un contexte OpenGL sur cet affichage (système de fenêtres : %1).</translation>
    </message>
    <message>
        <source>The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.</source>
        <translation>Le pilote OpenGL propose la version %1.%2 ; l’échiquier 3D nécessite OpenGL 3.3 ou OpenGL ES 3.0.</translation>
    </message>
    <message>
        <source>An OpenGL context was created but cannot be used (window system: %1).</source>
        <translation>Un contexte OpenGL a été créé mais ne peut pas être utilisé (système de fenêtres : %1).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn with this OpenGL driver: %1</source>
        <translation>L’échiquier 3D ne peut pas être dessiné avec ce pilote OpenGL : %1</translation>
    </message>
    <message>
        <source>The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).</source>
        <translation>L’échiquier 3D est désactivé (la variable d’environnement KIBITZ_DISABLE_3D est définie).</translation>
    </message>
    <message>
        <source>The 3D board cannot be drawn: %1</source>
        <translation>L’échiquier 3D ne peut pas être dessiné : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardArea</name>
    <message>
        <source>Chess board (3D)</source>
        <translation>Échiquier (3D)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardController</name>
    <message>
        <source>Touch move: you must move the %1 on %2</source>
        <translation>Pièce touchée, pièce jouée : vous devez jouer la pièce (%1) en %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>The %1 on %2 has no legal moves</source>
        <translation>La pièce (%1) en %2 n&apos;a aucun coup légal</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>Illegal move: there is no piece on %1</source>
        <translation>Coup illégal : il n&apos;y a aucune pièce en %1</translation>
    </message>
    <message>
        <source>Illegal move: you have lost the right to castle on that side</source>
        <translation>Coup illégal : vous avez perdu le droit de roquer de ce côté</translation>
    </message>
    <message>
        <source>Illegal move: the king cannot castle with that rook</source>
        <translation>Coup illégal : le roi ne peut pas roquer avec cette tour</translation>
    </message>
    <message>
        <source>Illegal move: you cannot castle out of check</source>
        <translation>Coup illégal : on ne peut pas roquer pour parer un échec</translation>
    </message>
    <message>
        <source>Illegal move: castling is blocked or passes through an attacked square</source>
        <translation>Coup illégal : le roque est bloqué ou passe par une case attaquée</translation>
    </message>
    <message>
        <source>Illegal move: %1 is occupied by your own piece</source>
        <translation>Coup illégal : %1 est occupée par une de vos pièces</translation>
    </message>
    <message>
        <source>Illegal move: the %1 cannot reach %2</source>
        <translation>Coup illégal : la pièce (%1) ne peut pas atteindre %2</translation>
    </message>
    <message>
        <source>Illegal move: the king would be in check on %1</source>
        <translation>Coup illégal : le roi serait en échec en %1</translation>
    </message>
    <message>
        <source>Illegal move: your king is in check</source>
        <translation>Coup illégal : votre roi est en échec</translation>
    </message>
    <message>
        <source>Illegal move: the %1 on %2 is pinned</source>
        <translation>Coup illégal : la pièce (%1) en %2 est clouée</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardTheme</name>
    <message>
        <source>Classic brown</source>
        <translation>Brun classique</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BoardWidget</name>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Check. %1</source>
        <translation>Échec. %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, Blancs : %2</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, Noirs : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookAndTablebases</name>
    <message numerus="yes">
        <source>The opening book was read with %n problem(s); the rest of it is used.</source>
        <translation>
            <numerusform>Le livre d&apos;ouvertures a été lu avec %n problème ; le reste est utilisé.</numerusform>
            <numerusform>Le livre d&apos;ouvertures a été lu avec %n problèmes ; le reste est utilisé.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookDock</name>
    <message>
        <source>Opening Book</source>
        <translation>Livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Opening &amp;Book</source>
        <translation>&amp;Livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Show the opening book&apos;s moves for the current position (Ctrl+Shift+B)</source>
        <translation>Afficher les coups du livre d&apos;ouvertures pour la position actuelle (Ctrl+Maj+B)</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Coups du livre</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>No opening book is chosen (Settings, Book and Tablebases).</source>
        <translation>Aucun livre d&apos;ouvertures n&apos;est choisi (Paramètres, Livre et tables de finales).</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Chargement de %1…</translation>
    </message>
    <message>
        <source>%1: this position is not in the book.</source>
        <translation>%1 : cette position n&apos;est pas dans le livre.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n move(s)</source>
        <translation>
            <numerusform>%1 : %n coup</numerusform>
            <numerusform>%1 : %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) under this position&apos;s key are no legal move here and were left out.</source>
        <translation>
            <numerusform>%n entrée sous la clé de cette position n&apos;est pas un coup légal ici et a été ignorée.</numerusform>
            <numerusform>%n entrées sous la clé de cette position ne sont pas des coups légaux ici et ont été ignorées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookLibrary</name>
    <message>
        <source>The opening book %1 does not exist.</source>
        <translation>Le livre d&apos;ouvertures %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The opening book %1 cannot be used: %2</source>
        <translation>Le livre d&apos;ouvertures %1 est inutilisable : %2</translation>
    </message>
    <message>
        <source>The opening book %1 holds no moves.</source>
        <translation>Le livre d&apos;ouvertures %1 ne contient aucun coup.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookMovesModel</name>
    <message>
        <source>Play %1 (weight %2 of %3)</source>
        <translation>Jouer %1 (poids %2 sur %3)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Apprentissage</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::BookTablebaseSettings</name>
    <message>
        <source>Use an opening book (Polyglot .bin)</source>
        <translation>Utiliser un livre d&apos;ouvertures (Polyglot .bin)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Auto move and computer play take book moves, chosen at random by their weights</source>
        <translation>Le coup automatique et le jeu de l&apos;ordinateur prennent des coups du livre, tirés au hasard selon leur poids</translation>
    </message>
    <message>
        <source>Use Gaviota endgame tablebases</source>
        <translation>Utiliser les tables de finales Gaviota</translation>
    </message>
    <message>
        <source>The built-in engine keeps to the tablebase&apos;s best moves</source>
        <translation>Le moteur intégré s&apos;en tient aux meilleurs coups de la table de finales</translation>
    </message>
    <message>
        <source>Opening book</source>
        <translation>Livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Gives the computer&apos;s openings variety; the engine takes over where the book ends</source>
        <translation>Varie les ouvertures de l&apos;ordinateur ; le moteur prend le relais où le livre s&apos;arrête</translation>
    </message>
    <message>
        <source>GNU Chess&apos;s book is not installed (Debian package gnuchess-book).</source>
        <translation>Le livre de GNU Chess n&apos;est pas installé (paquet Debian gnuchess-book).</translation>
    </message>
    <message>
        <source>Endgame tablebases</source>
        <translation>Tables de finales</translation>
    </message>
    <message>
        <source>Folders of Gaviota tables (*.gtb.cp4 and the like), separated by semicolons.</source>
        <translation>Dossiers de tables Gaviota (*.gtb.cp4 et semblables), séparés par des points-virgules.</translation>
    </message>
    <message>
        <source>The 3-piece tables are not installed (Debian package gaviotatb).</source>
        <translation>Les tables à 3 pièces ne sont pas installées (paquet Debian gaviotatb).</translation>
    </message>
    <message>
        <source>Opening book file</source>
        <translation>Fichier du livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Choose the opening book file</source>
        <translation>Choisir le fichier du livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Tablebase folders</source>
        <translation>Dossiers des tables de finales</translation>
    </message>
    <message>
        <source>Choose a tablebase folder</source>
        <translation>Choisir un dossier de tables de finales</translation>
    </message>
    <message>
        <source>Choose an Opening Book</source>
        <translation>Choisir un livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Livres Polyglot (*.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose a Tablebase Folder</source>
        <translation>Choisir un dossier de tables de finales</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoverageModel</name>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Reply not answered</source>
        <translation>Coup sans réponse</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Their score</source>
        <translation>Leur score</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CoveragePanel</name>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Finding the replies not answered in %1…</source>
        <translation>Recherche des coups sans réponse dans %1…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n reply(s) not answered, over %2 positions where the opponent is to move.</source>
        <translation>
            <numerusform>%1 : %n coup sans réponse, sur %2 positions où l’adversaire est au trait.</numerusform>
            <numerusform>%1 : %n coups sans réponse, sur %2 positions où l’adversaire est au trait.</numerusform>
        </translation>
    </message>
    <message>
        <source>Minimum games:</source>
        <translation>Parties au minimum :</translation>
    </message>
    <message>
        <source>Minimum share:</source>
        <translation>Part minimale :</translation>
    </message>
    <message>
        <source>Find Missing Replies</source>
        <translation>Chercher les réponses manquantes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Double-click a row to show the position on the main board</source>
        <translation>Double-cliquez sur une ligne pour afficher la position sur l’échiquier principal</translation>
    </message>
    <message>
        <source>The opponent&apos;s replies played in the current database that the repertoire does not answer.</source>
        <translation>Les réponses de l’adversaire jouées dans la base actuelle auxquelles le répertoire ne répond pas.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::CrosstableModel</name>
    <message numerus="yes">
        <source>%1 against %2: %n game(s), %3 points</source>
        <translation>
            <numerusform>%1 contre %2 : %n partie, %3 points</numerusform>
            <numerusform>%1 contre %2 : %n parties, %3 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseDocks</name>
    <message>
        <source>Clipboard</source>
        <translation>Presse-papiers</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Games copied here are kept until Kibitz quits</source>
        <translation>Les parties copiées ici sont gardées jusqu&apos;à la fermeture de Kibitz</translation>
    </message>
    <message>
        <source>Close %1</source>
        <translation>Fermer %1</translation>
    </message>
    <message>
        <source>the file is still being read</source>
        <translation>le fichier est encore en lecture</translation>
    </message>
    <message>
        <source>the file was changed by another program; open it again first</source>
        <translation>le fichier a été modifié par un autre programme ; rouvrez-le d&apos;abord</translation>
    </message>
    <message>
        <source>Wait until both databases are loaded.</source>
        <translation>Attendez que les deux bases soient chargées.</translation>
    </message>
    <message>
        <source>The games were not copied to %1: %2</source>
        <translation>Les parties n&apos;ont pas été copiées dans %1 : %2</translation>
    </message>
    <message>
        <source>Moved %1 game(s) to %2</source>
        <translation>%1 partie(s) déplacée(s) vers %2</translation>
    </message>
    <message>
        <source>Copied %1 game(s) to %2</source>
        <translation>%1 partie(s) copiée(s) dans %2</translation>
    </message>
    <message>
        <source>Wait until the database is loaded.</source>
        <translation>Attendez que la base soit chargée.</translation>
    </message>
    <message>
        <source>The games were not removed from %1: %2</source>
        <translation>Les parties n&apos;ont pas été retirées de %1 : %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>&amp;Copy Selected Games To</source>
        <translation>&amp;Copier les parties choisies vers</translation>
    </message>
    <message>
        <source>&amp;Move Selected Games To</source>
        <translation>&amp;Déplacer les parties choisies vers</translation>
    </message>
    <message>
        <source>&amp;Delete Selected Games…</source>
        <translation>&amp;Supprimer les parties choisies…</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from the clipboard?</source>
        <translation>Supprimer les parties choisies (%1) du presse-papiers ?</translation>
    </message>
    <message>
        <source>Delete the selected games (%1) from %2? The file is written again without them.</source>
        <translation>Supprimer les parties choisies (%1) de %2 ? Le fichier est réécrit sans elles.</translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Supprimer des parties</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de données</translation>
    </message>
    <message>
        <source>Open databases</source>
        <translation>Bases ouvertes</translation>
    </message>
    <message>
        <source>Opening &amp;Tree</source>
        <translation>Arbre des &amp;ouvertures</translation>
    </message>
    <message>
        <source>&amp;Game List</source>
        <translation>&amp;Liste des parties</translation>
    </message>
    <message>
        <source>&amp;Search Games…</source>
        <translation>&amp;Rechercher des parties…</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Réini&amp;tialiser le filtre</translation>
    </message>
    <message>
        <source>%1 (read-only: copy games to a PGN database to change them)</source>
        <translation>%1 (lecture seule : copiez les parties dans une base PGN pour les modifier)</translation>
    </message>
    <message>
        <source>Kibitz opens databases of other programs read-only; copy the games to a PGN database</source>
        <translation>Kibitz ouvre les bases d&apos;autres programmes en lecture seule ; copiez les parties dans une base PGN</translation>
    </message>
    <message>
        <source>The games were not moved: %1</source>
        <translation>Les parties n&apos;ont pas été déplacées : %1</translation>
    </message>
    <message>
        <source>The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Les parties n&apos;ont pas été copiées : le cache d&apos;index de %1 était endommagé. Le fichier est en cours de réindexation ; réessayez quand ses parties seront listées.</translation>
    </message>
    <message>
        <source>The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.</source>
        <translation>Les parties n&apos;ont pas été supprimées : le cache d&apos;index de %1 était endommagé. Le fichier est en cours de réindexation ; réessayez quand ses parties seront listées.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseJob</name>
    <message>
        <source>Stopped: the database&apos;s index cache was damaged. The file is being indexed again; try once its games are listed.</source>
        <translation>Arrêté : le cache d&apos;index de la base était endommagé. Le fichier est en cours de réindexation ; réessayez quand ses parties seront listées.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DatabaseWatcher</name>
    <message>
        <source>%1 was removed or renamed by another program; its tab shows the games as they were.</source>
        <translation>%1 a été supprimé ou renommé par un autre programme ; son onglet montre les parties telles qu’elles étaient.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read. Reload keeps the game on the board and your changes to it.</source>
        <translation>%1 a été modifié par un autre programme ; son onglet montre les parties telles qu’elles ont été lues. Recharger garde la partie de l’échiquier et vos modifications.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; its tab shows the games as they were read.</source>
        <translation>%1 a été modifié par un autre programme ; son onglet montre les parties telles qu’elles ont été lues.</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Recharger</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Reloaded %1: %2.</source>
        <translation>%1 rechargé : %2.</translation>
    </message>
    <message>
        <source> Your changes to it are kept.</source>
        <translation> Vos modifications sont conservées.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is game %3 there now.</source>
        <translation>%1 rechargé : %2. La partie de l’échiquier y est maintenant la partie %3.</translation>
    </message>
    <message>
        <source>Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.</source>
        <translation>%1 rechargé : %2. La partie de l’échiquier n’y est plus telle qu’elle a été lue ; Enregistrer proposera de l’ajouter.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierChart</name>
    <message>
        <source>Performance by year</source>
        <translation>Performance par année</translation>
    </message>
    <message>
        <source>Score by year</source>
        <translation>Score par année</translation>
    </message>
    <message>
        <source>performance</source>
        <translation>performance</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>opponents&apos; average</source>
        <translation>moyenne des adversaires</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>No dated games</source>
        <translation>Aucune partie datée</translation>
    </message>
    <message>
        <source>No games</source>
        <translation>Aucune partie</translation>
    </message>
    <message>
        <source>{} games</source>
        <translation>{} parties</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <source>tallest bar: {} games</source>
        <translation>barre la plus haute : {} parties</translation>
    </message>
    <message>
        <source>{} games without a year not shown</source>
        <translation>{} parties sans année non affichées</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierGamesModel</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>A click opens the game on the board</source>
        <translation>Un clic ouvre la partie sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierJob</name>
    <message>
        <source>%1 cannot be searched: %2</source>
        <translation>%1 ne peut pas être parcouru : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierPlayersModel</name>
    <message numerus="yes">
        <source>%1 (%n game(s))</source>
        <translation>
            <numerusform>%1 (%n partie)</numerusform>
            <numerusform>%1 (%n parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>Spellings with the same surname and first initial; uncheck those of someone else</source>
        <translation>Graphies de même nom et même initiale ; décochez celles d&apos;un autre joueur</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierStatsModel</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>The player&apos;s score in the games with a result (a draw counts half)</source>
        <translation>Le score du joueur dans les parties avec un résultat (une nulle compte pour moitié)</translation>
    </message>
    <message>
        <source>Opponents&apos; average rating plus the FIDE rating difference for the score against them</source>
        <translation>Elo moyen des adversaires plus l&apos;écart de classement FIDE correspondant au score contre eux</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierTreeModel</name>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindow</name>
    <message>
        <source>No player in the open databases matches “%1”.</source>
        <translation>Aucun joueur des bases ouvertes ne correspond à « %1 ».</translation>
    </message>
    <message>
        <source>Reading the search index of the open databases (%1 of %2)…</source>
        <translation>Lecture de l&apos;index de recherche des bases ouvertes (%1 sur %2)…</translation>
    </message>
    <message numerus="yes">
        <source>%n database(s) searched</source>
        <translation>
            <numerusform>%n base parcourue</numerusform>
            <numerusform>%n bases parcourues</numerusform>
        </translation>
    </message>
    <message>
        <source>Most recent games (a click opens the game)</source>
        <translation>Parties les plus récentes (un clic ouvre la partie)</translation>
    </message>
    <message>
        <source>By colour</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <source>By opponents&apos; rating</source>
        <translation>Selon le classement des adversaires</translation>
    </message>
    <message>
        <source>By year</source>
        <translation>Par année</translation>
    </message>
    <message>
        <source>Moves of the first 12 plies</source>
        <translation>Coups des 12 premiers demi-coups</translation>
    </message>
    <message>
        <source>ECO families</source>
        <translation>Familles ECO</translation>
    </message>
    <message>
        <source>Longest games</source>
        <translation>Parties les plus longues</translation>
    </message>
    <message>
        <source>Shortest games</source>
        <translation>Parties les plus courtes</translation>
    </message>
    <message>
        <source>No database is open: open a PGN file first.</source>
        <translation>Aucune base ouverte : ouvrez d&apos;abord un fichier PGN.</translation>
    </message>
    <message>
        <source>Looking for “%1”…</source>
        <translation>Recherche de « %1 »…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source> · performance %1 against %2 on average</source>
        <translation> · performance %1 contre %2 en moyenne</translation>
    </message>
    <message>
        <source> · own rating %1 on average</source>
        <translation> · classement propre %1 en moyenne</translation>
    </message>
    <message>
        <source>As White: %1</source>
        <translation>Avec les Blancs : %1</translation>
    </message>
    <message>
        <source>As Black: %1</source>
        <translation>Avec les Noirs : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) where both players bear a chosen spelling are left out.</source>
        <translation>
            <numerusform>%n partie où les deux joueurs portent une graphie choisie est écartée.</numerusform>
            <numerusform>%n parties où les deux joueurs portent une graphie choisie sont écartées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score by opening as White</source>
        <translation>Score par ouverture avec les Blancs</translation>
    </message>
    <message>
        <source>Score by opening as Black</source>
        <translation>Score par ouverture avec les Noirs</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnue</translation>
    </message>
    <message>
        <source>Unrated</source>
        <translation>Sans classement</translation>
    </message>
    <message>
        <source>No ECO</source>
        <translation>Sans ECO</translation>
    </message>
    <message>
        <source>Type a player&apos;s name and press Enter: every open database is searched, case and accents ignored.</source>
        <translation>Tapez le nom d&apos;un joueur et appuyez sur Entrée : toutes les bases ouvertes sont parcourues, sans tenir compte de la casse ni des accents.</translation>
    </message>
    <message>
        <source>No games: check at least one spelling on the left.</source>
        <translation>Aucune partie : cochez au moins une graphie à gauche.</translation>
    </message>
    <message>
        <source>There is no dossier to export.</source>
        <translation>Il n&apos;y a aucun dossier à exporter.</translation>
    </message>
    <message>
        <source>There is no dossier to print.</source>
        <translation>Il n&apos;y a aucun dossier à imprimer.</translation>
    </message>
    <message>
        <source>dossier</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Print Dossier to PDF</source>
        <translation>Imprimer le dossier en PDF</translation>
    </message>
    <message>
        <source>Export Dossier as HTML</source>
        <translation>Exporter le dossier en HTML</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
    <message>
        <source>The dossier was not saved: %1</source>
        <translation>Le dossier n&apos;a pas été enregistré : %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré : %1</translation>
    </message>
    <message>
        <source>Player Dossier</source>
        <translation>Dossier de joueur</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>A name or part of it, e.g. Carlsen or carlsen, m</source>
        <translation>Un nom ou une partie, p. ex. Carlsen ou carlsen, m</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Chercher</translation>
    </message>
    <message>
        <source>Export &amp;HTML…</source>
        <translation>Exporter en &amp;HTML…</translation>
    </message>
    <message>
        <source>One self-contained web page with the charts and tables</source>
        <translation>Une page web autonome avec les graphiques et les tableaux</translation>
    </message>
    <message>
        <source>Print to P&amp;DF…</source>
        <translation>Imprimer en P&amp;DF…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Ouvertures avec les Blancs</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Ouvertures avec les Noirs</translation>
    </message>
    <message>
        <source>Longest and Shortest</source>
        <translation>Plus longues et plus courtes</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Opponents&apos; rating</source>
        <translation>Classement des adversaires</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DossierWindows</name>
    <message>
        <source>Player &amp;Dossier…</source>
        <translation>&amp;Dossier de joueur…</translation>
    </message>
    <message>
        <source>A player&apos;s results, openings and games over the open databases</source>
        <translation>Résultats, ouvertures et parties d&apos;un joueur dans les bases ouvertes</translation>
    </message>
    <message>
        <source>Clipboard</source>
        <translation>Presse-papiers</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadActions</name>
    <message>
        <source>Cannot download: %1</source>
        <translation>Téléchargement impossible : %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Reading the games already in the file…</source>
        <translation>Lecture des parties déjà présentes dans le fichier…</translation>
    </message>
    <message numerus="yes">
        <source>The site limits the rate: waiting %n second(s)…</source>
        <translation>
            <numerusform>Le site limite le débit : attente de %n seconde…</numerusform>
            <numerusform>Le site limite le débit : attente de %n secondes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Appending the new games to the file…</source>
        <translation>Ajout des nouvelles parties au fichier…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) received</source>
        <translation>
            <numerusform>%n partie reçue</numerusform>
            <numerusform>%n parties reçues</numerusform>
        </translation>
    </message>
    <message>
        <source>Downloading %1-%2: %3</source>
        <translation>Téléchargement de %1-%2 : %3</translation>
    </message>
    <message>
        <source>Downloading: %1</source>
        <translation>Téléchargement : %1</translation>
    </message>
    <message numerus="yes">
        <source>%n new game(s) appended to %1</source>
        <translation>
            <numerusform>%n nouvelle partie ajoutée à %1</numerusform>
            <numerusform>%n nouvelles parties ajoutées à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 received, %2 already there).</source>
        <translation>(%1 reçues, %2 déjà présentes).</translation>
    </message>
    <message>
        <source>Cancelled: the complete games received were kept.</source>
        <translation>Annulé : les parties reçues en entier ont été conservées.</translation>
    </message>
    <message>
        <source>The transfer stopped early; download again for the rest.</source>
        <translation>Le transfert s’est arrêté avant la fin ; relancez le téléchargement pour le reste.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Erreur : %1</translation>
    </message>
    <message>
        <source>Do&amp;wnload Games…</source>
        <translation>Télé&amp;charger des parties…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DownloadDialog</name>
    <message>
        <source>UltraBullet</source>
        <translation>UltraBullet</translation>
    </message>
    <message>
        <source>Bullet</source>
        <translation>Bullet</translation>
    </message>
    <message>
        <source>Blitz</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <source>Rapid</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Classical</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Correspondence</source>
        <translation>Correspondance</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Quotidien</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Au</translation>
    </message>
    <message>
        <source>lichess &amp;token:</source>
        <translation>&amp;Jeton lichess :</translation>
    </message>
    <message>
        <source>&amp;Rated:</source>
        <translation>&amp;Classement :</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Download</source>
        <translation>&amp;Télécharger</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Download Games</source>
        <translation>Télécharger des parties</translation>
    </message>
    <message>
        <source>user name on the site</source>
        <translation>nom d’utilisateur sur le site</translation>
    </message>
    <message>
        <source>Without a start date the download continues after the newest game of this user from this site already in the file.</source>
        <translation>Sans date de début, le téléchargement reprend après la partie la plus récente de cet utilisateur sur ce site déjà présente dans le fichier.</translation>
    </message>
    <message>
        <source>Rated and casual</source>
        <translation>Classées et amicales</translation>
    </message>
    <message>
        <source>Rated only</source>
        <translation>Classées seulement</translation>
    </message>
    <message>
        <source>Casual only</source>
        <translation>Amicales seulement</translation>
    </message>
    <message>
        <source>optional: a personal API token raises lichess&apos;s rate limit</source>
        <translation>facultatif : un jeton d’API personnel relève la limite de débit de lichess</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Site :</translation>
    </message>
    <message>
        <source>Dates (UTC):</source>
        <translation>Dates (UTC) :</translation>
    </message>
    <message>
        <source>Speeds (none: all):</source>
        <translation>Cadences (aucune : toutes) :</translation>
    </message>
    <message>
        <source>&amp;Append to:</source>
        <translation>&amp;Ajouter à :</translation>
    </message>
    <message>
        <source>Append the Games to</source>
        <translation>Ajouter les parties à</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DrillPanel</name>
    <message>
        <source>The repertoire changed: start the drill again.</source>
        <translation>Le répertoire a changé : relancez l’entraînement.</translation>
    </message>
    <message>
        <source>Answered: %1, wrong: %2</source>
        <translation>Réponses : %1, fausses : %2</translation>
    </message>
    <message>
        <source>No card to drill in this mode now.</source>
        <translation>Aucune carte à travailler dans ce mode pour l’instant.</translation>
    </message>
    <message>
        <source>Session over.</source>
        <translation>Séance terminée.</translation>
    </message>
    <message>
        <source>%1 — your move (a new card).</source>
        <translation>%1 — à vous de jouer (nouvelle carte).</translation>
    </message>
    <message>
        <source>%1 — your move.</source>
        <translation>%1 — à vous de jouer.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Correct : %1.</translation>
    </message>
    <message>
        <source>Right: %1. The main move is %2.</source>
        <translation>Correct : %1. Le coup principal est %2.</translation>
    </message>
    <message>
        <source>Wrong: %1. Accepted: %2 (rated Again).</source>
        <translation>Faux : %1. Acceptés : %2 (noté À revoir).</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>The progress was not saved: %1</source>
        <translation>La progression n’a pas été enregistrée : %1</translation>
    </message>
    <message>
        <source>Cards due now</source>
        <translation>Cartes à revoir maintenant</translation>
    </message>
    <message>
        <source>One chapter in order</source>
        <translation>Un chapitre dans l’ordre</translation>
    </message>
    <message>
        <source>Practice (no rescheduling)</source>
        <translation>Entraînement libre (sans replanification)</translation>
    </message>
    <message>
        <source>Rate by time</source>
        <translation>Noter selon le temps</translation>
    </message>
    <message>
        <source>Rate right answers by the time taken: Easy under 4 s, Good under 15 s, else Hard</source>
        <translation>Noter les bonnes réponses selon le temps mis : Facile sous 4 s, Correct sous 15 s, sinon Difficile</translation>
    </message>
    <message>
        <source>Again</source>
        <translation>À revoir</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Correct</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Choose a mode and press Start. You play the repertoire&apos;s side.</source>
        <translation>Choisissez un mode et appuyez sur Démarrer. Vous jouez le camp du répertoire.</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Position initiale</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::DueChart</name>
    <message>
        <source>days from today</source>
        <translation>jours à partir d’aujourd’hui</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoLibrary</name>
    <message>
        <source>Cannot open the opening table %1: %2</source>
        <translation>Impossible d&apos;ouvrir la table d&apos;ouvertures %1 : %2</translation>
    </message>
    <message>
        <source>%1 contains no opening lines that could be read</source>
        <translation>%1 ne contient aucune ligne d&apos;ouverture lisible</translation>
    </message>
    <message>
        <source>No opening table file was chosen</source>
        <translation>Aucun fichier de table d&apos;ouvertures n&apos;a été choisi</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EcoSettingsSection</name>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Built-in table (pgn-extract&apos;s eco.pgn)</source>
        <translation>Table intégrée (eco.pgn de pgn-extract)</translation>
    </message>
    <message>
        <source>Scid&apos;s table with extended codes such as B90k</source>
        <translation>Table de Scid avec codes étendus comme B90k</translation>
    </message>
    <message>
        <source>Table from a file (eco.pgn or .eco format):</source>
        <translation>Table depuis un fichier (format eco.pgn ou .eco) :</translation>
    </message>
    <message>
        <source>Opening table file</source>
        <translation>Fichier de la table des ouvertures</translation>
    </message>
    <message>
        <source>Choose the opening table file</source>
        <translation>Choisir le fichier de la table des ouvertures</translation>
    </message>
    <message>
        <source>Scid&apos;s table is not installed (Debian package scid-data).</source>
        <translation>La table de Scid n&apos;est pas installée (paquet Debian scid-data).</translation>
    </message>
    <message>
        <source>Opening Table</source>
        <translation>Table des ouvertures</translation>
    </message>
    <message>
        <source>Opening tables (*.pgn *.eco);;All files (*)</source>
        <translation>Tables des ouvertures (*.pgn *.eco);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineLinesModel</name>
    <message>
        <source>Depth %1: %2</source>
        <translation>Profondeur %1 : %2</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::EngineSettings</name>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Add Engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>External engines</source>
        <translation>Moteurs externes</translation>
    </message>
    <message>
        <source>Engine name</source>
        <translation>Nom du moteur</translation>
    </message>
    <message>
        <source>Name, e.g. Stockfish</source>
        <translation>Nom, p. ex. Stockfish</translation>
    </message>
    <message>
        <source>Engine executable</source>
        <translation>Exécutable du moteur</translation>
    </message>
    <message>
        <source>Executable, e.g. /usr/games/stockfish</source>
        <translation>Exécutable, p. ex. /usr/games/stockfish</translation>
    </message>
    <message>
        <source>Browse for an engine executable</source>
        <translation>Rechercher un exécutable de moteur</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>Remove engine</source>
        <translation>Supprimer le moteur</translation>
    </message>
    <message>
        <source>Engine for analysis</source>
        <translation>Moteur pour l&apos;analyse</translation>
    </message>
    <message>
        <source>Engine for auto move</source>
        <translation>Moteur pour le coup automatique</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Executable:</source>
        <translation>Exécutable :</translation>
    </message>
    <message>
        <source>Analysis engine:</source>
        <translation>Moteur d&apos;analyse :</translation>
    </message>
    <message>
        <source>Auto move engine:</source>
        <translation>Moteur du coup automatique :</translation>
    </message>
    <message>
        <source>Give the engine a name.</source>
        <translation>Donnez un nom au moteur.</translation>
    </message>
    <message>
        <source>There is already an engine named “%1”.</source>
        <translation>Il existe déjà un moteur nommé « %1 ».</translation>
    </message>
    <message>
        <source>“%1” is not an executable file.</source>
        <translation>« %1 » n’est pas un fichier exécutable.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>xboard (CECP)</source>
        <translation>xboard (CECP)</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>Détecter automatiquement</translation>
    </message>
    <message>
        <source>Find Options</source>
        <translation>Chercher les options</translation>
    </message>
    <message>
        <source>Engine protocol</source>
        <translation>Protocole du moteur</translation>
    </message>
    <message>
        <source>Find the engine&apos;s protocol and options</source>
        <translation>Trouver le protocole et les options du moteur</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Options du moteur</translation>
    </message>
    <message>
        <source>External engines:</source>
        <translation>Moteurs externes :</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocole :</translation>
    </message>
    <message>
        <source>Asking %1 for its protocol and options…</source>
        <translation>Interrogation de %1 sur son protocole et ses options…</translation>
    </message>
    <message>
        <source>Choose an Engine</source>
        <translation>Choisir un moteur</translation>
    </message>
    <message>
        <source>Select an engine to see its options.</source>
        <translation>Sélectionnez un moteur pour voir ses options.</translation>
    </message>
    <message>
        <source>The protocol and options of %1 are not known yet: press Find Options.</source>
        <translation>Le protocole et les options de %1 ne sont pas encore connus : cliquez sur Chercher les options.</translation>
    </message>
    <message numerus="yes">
        <source>%1 speaks %2 and has %n option(s).</source>
        <translation>
            <numerusform>%1 parle %2 et a %n option.</numerusform>
            <numerusform>%1 parle %2 et a %n options.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ErrorText</name>
    <message>
        <source>The FEN is empty</source>
        <translation>La FEN est vide</translation>
    </message>
    <message>
        <source>The FEN has missing fields</source>
        <translation>Il manque des champs dans la FEN</translation>
    </message>
    <message>
        <source>The FEN has too many fields: &apos;%1&apos;</source>
        <translation>La FEN a trop de champs : &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The board must have 8 ranks</source>
        <translation>L&apos;échiquier doit avoir 8 rangées</translation>
    </message>
    <message>
        <source>A rank has more than 8 squares</source>
        <translation>Une rangée a plus de 8 cases</translation>
    </message>
    <message>
        <source>A rank has fewer than 8 squares</source>
        <translation>Une rangée a moins de 8 cases</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter or digit</source>
        <translation>&apos;%1&apos; n&apos;est ni une lettre de pièce ni un chiffre</translation>
    </message>
    <message>
        <source>The side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Le trait doit être &apos;w&apos; ou &apos;b&apos;, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Invalid castling rights: &apos;%1&apos;</source>
        <translation>Droits de roque non valides : &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The en-passant field must be &apos;-&apos; or a square, not &apos;%1&apos;</source>
        <translation>Le champ en passant doit être &apos;-&apos; ou une case, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The halfmove clock must be a number of at least 0, not &apos;%1&apos;</source>
        <translation>Le compteur de demi-coups doit être un nombre supérieur ou égal à 0, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>The move number must be at least 1, not &apos;%1&apos;</source>
        <translation>Le numéro du coup doit être au moins 1, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>A king is missing</source>
        <translation>Il manque un roi</translation>
    </message>
    <message>
        <source>White has no king</source>
        <translation>Les Blancs n&apos;ont pas de roi</translation>
    </message>
    <message>
        <source>Black has no king</source>
        <translation>Les Noirs n&apos;ont pas de roi</translation>
    </message>
    <message numerus="yes">
        <source>White has %n kings</source>
        <translation>
            <numerusform>Les Blancs ont %n roi</numerusform>
            <numerusform>Les Blancs ont %n rois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black has %n kings</source>
        <translation>
            <numerusform>Les Noirs ont %n roi</numerusform>
            <numerusform>Les Noirs ont %n rois</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one king</source>
        <translation>Plus d&apos;un roi</translation>
    </message>
    <message>
        <source>A pawn stands on the first or last rank</source>
        <translation>Un pion se trouve sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <source>Pawn on %1: pawns cannot stand on the first or last rank</source>
        <translation>Pion en %1 : un pion ne peut pas se trouver sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <source>The side not to move is in check</source>
        <translation>Le camp qui n&apos;a pas le trait est en échec</translation>
    </message>
    <message>
        <source>Impossible check: more than two pieces give check</source>
        <translation>Échec impossible : plus de deux pièces font échec</translation>
    </message>
    <message>
        <source>Castling right &apos;%1&apos; without the king and rook on their squares</source>
        <translation>Droit de roque &apos;%1&apos; sans le roi et la tour sur leurs cases</translation>
    </message>
    <message>
        <source>No pawn can be captured en passant on %1</source>
        <translation>Aucun pion ne peut être pris en passant en %1</translation>
    </message>
    <message>
        <source>An impossible castling right was dropped</source>
        <translation>Un droit de roque impossible a été supprimé</translation>
    </message>
    <message>
        <source>An impossible en-passant square was dropped</source>
        <translation>Une case en passant impossible a été supprimée</translation>
    </message>
    <message>
        <source>Missing move counters were filled in</source>
        <translation>Les compteurs de coups manquants ont été complétés</translation>
    </message>
    <message>
        <source>this is not a move</source>
        <translation>ce n&apos;est pas un coup</translation>
    </message>
    <message>
        <source>not written in standard notation</source>
        <translation>pas écrit en notation standard</translation>
    </message>
    <message>
        <source>no right to castle short</source>
        <translation>pas de droit au petit roque</translation>
    </message>
    <message>
        <source>no right to castle long</source>
        <translation>pas de droit au grand roque</translation>
    </message>
    <message>
        <source>you cannot castle out of check</source>
        <translation>on ne peut pas roquer pour parer un échec</translation>
    </message>
    <message>
        <source>castling is blocked or passes through an attacked square</source>
        <translation>le roque est bloqué ou passe par une case attaquée</translation>
    </message>
    <message>
        <source>there is no piece of the side to move on %1</source>
        <translation>il n&apos;y a aucune pièce du camp au trait en %1</translation>
    </message>
    <message>
        <source>the king is not on %1</source>
        <translation>le roi n&apos;est pas en %1</translation>
    </message>
    <message>
        <source>only pawns promote</source>
        <translation>seuls les pions sont promus</translation>
    </message>
    <message>
        <source>the king cannot reach %1</source>
        <translation>le roi ne peut pas atteindre %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>le roi serait en échec en %1</translation>
    </message>
    <message>
        <source>%1 is occupied by your own piece</source>
        <translation>%1 est occupée par une de vos pièces</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank promotes</source>
        <translation>seul un pion atteignant la dernière rangée est promu</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>il n&apos;y a rien à prendre en %1</translation>
    </message>
    <message>
        <source>no pawn can reach %1</source>
        <translation>aucun pion ne peut atteindre %1</translation>
    </message>
    <message>
        <source>no knight can reach %1</source>
        <translation>aucun cavalier ne peut atteindre %1</translation>
    </message>
    <message>
        <source>no bishop can reach %1</source>
        <translation>aucun fou ne peut atteindre %1</translation>
    </message>
    <message>
        <source>no rook can reach %1</source>
        <translation>aucune tour ne peut atteindre %1</translation>
    </message>
    <message>
        <source>no queen can reach %1</source>
        <translation>aucune dame ne peut atteindre %1</translation>
    </message>
    <message>
        <source>it does not answer the check</source>
        <translation>il ne pare pas l&apos;échec</translation>
    </message>
    <message>
        <source>it would leave the king in check</source>
        <translation>le roi resterait en échec</translation>
    </message>
    <message>
        <source>several moves match</source>
        <translation>plusieurs coups correspondent</translation>
    </message>
    <message>
        <source>Not a move: %1</source>
        <translation>Ce n&apos;est pas un coup : %1</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Coup illégal : %1</translation>
    </message>
    <message>
        <source>Illegal move: %1 — %2</source>
        <translation>Coup illégal : %1 — %2</translation>
    </message>
    <message>
        <source>Ambiguous: %1</source>
        <translation>Ambigu : %1</translation>
    </message>
    <message>
        <source>Ambiguous: %1 or %2?</source>
        <translation>Ambigu : %1 ou %2 ?</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>not a move</source>
        <translation>pas un coup</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>coup illégal</translation>
    </message>
    <message>
        <source>ambiguous move</source>
        <translation>coup ambigu</translation>
    </message>
    <message>
        <source>unreadable tag line, skipped</source>
        <translation>ligne de balise illisible, ignorée</translation>
    </message>
    <message>
        <source>invalid FEN tag, the moves were skipped</source>
        <translation>balise FEN non valide, les coups ont été ignorés</translation>
    </message>
    <message>
        <source>unsupported chess variant, the game was skipped</source>
        <translation>variante d&apos;échecs non prise en charge, la partie a été ignorée</translation>
    </message>
    <message>
        <source>a comment is not closed</source>
        <translation>un commentaire n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>unexpected text</source>
        <translation>texte inattendu</translation>
    </message>
    <message>
        <source>a variation is not closed</source>
        <translation>une variante n&apos;est pas fermée</translation>
    </message>
    <message>
        <source>null move while in check</source>
        <translation>coup nul en échec</translation>
    </message>
    <message>
        <source>%1 — could be %2 or %3</source>
        <translation>%1 — peut être %2 ou %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
    <message>
        <source>%1: game %2: %3</source>
        <translation>%1 : partie %2 : %3</translation>
    </message>
    <message>
        <source>%1: game %2, move %3: %4</source>
        <translation>%1 : partie %2, coup %3 : %4</translation>
    </message>
    <message>
        <source>Black is in check but it is White&apos;s move</source>
        <translation>Les Noirs sont en échec alors que les Blancs ont le trait</translation>
    </message>
    <message>
        <source>White is in check but it is Black&apos;s move</source>
        <translation>Les Blancs sont en échec alors que les Noirs ont le trait</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ExchangeActions</name>
    <message>
        <source>Writing the SCID database…</source>
        <translation>Écriture de la base SCID…</translation>
    </message>
    <message>
        <source>The SCID database was not written: %1</source>
        <translation>La base SCID n&apos;a pas été écrite : %1</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n game(s) to the SCID database; %1 not written, %2 changed.</source>
        <translation>
            <numerusform>%n partie écrite dans la base SCID ; %1 non écrites, %2 modifiées.</numerusform>
            <numerusform>%n parties écrites dans la base SCID ; %1 non écrites, %2 modifiées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save as SCID Database</source>
        <translation>Enregistrer comme base SCID</translation>
    </message>
    <message>
        <source>The databases were not merged: %1</source>
        <translation>Les bases n&apos;ont pas été fusionnées : %1</translation>
    </message>
    <message numerus="yes">
        <source>Merged %n game(s); %1 duplicates dropped.</source>
        <translation>
            <numerusform>%n partie fusionnée ; %1 doublons écartés.</numerusform>
            <numerusform>%n parties fusionnées ; %1 doublons écartés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Fusionner des bases</translation>
    </message>
    <message>
        <source>Open a database and wait until its games are listed.</source>
        <translation>Ouvrez une base et attendez que ses parties soient listées.</translation>
    </message>
    <message>
        <source>SCID databases (*.si4)</source>
        <translation>Bases SCID (*.si4)</translation>
    </message>
    <message>
        <source>Cancelled; nothing was written.</source>
        <translation>Annulé ; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Bases de données</translation>
    </message>
    <message>
        <source>&amp;Merge Databases…</source>
        <translation>&amp;Fusionner des bases…</translation>
    </message>
    <message>
        <source>Save as SC&amp;ID Database…</source>
        <translation>Enregistrer comme base &amp;SCID…</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FileActions</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The current game has unsaved changes. Save them first?</source>
        <translation>La partie en cours contient des modifications non enregistrées. Les enregistrer d&apos;abord ?</translation>
    </message>
    <message>
        <source>Open PGN File</source>
        <translation>Ouvrir un fichier PGN</translation>
    </message>
    <message>
        <source>%1 holds %2 games; showing the first.</source>
        <translation>%1 contient %2 parties ; affichage de la première.</translation>
    </message>
    <message>
        <source>%1 holds several games; showing the first.</source>
        <translation>%1 contient plusieurs parties ; affichage de la première.</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (et %n autre)</numerusform>
            <numerusform> (et %n autres)</numerusform>
        </translation>
    </message>
    <message>
        <source>The game was read up to an error: %1%2</source>
        <translation>La partie a été lue jusqu&apos;à une erreur : %1%2</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copiée</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN copié</translation>
    </message>
    <message>
        <source>Pasted game</source>
        <translation>Partie collée</translation>
    </message>
    <message>
        <source>New to Kibitz? The sample games are famous games to step through, search and analyse.</source>
        <translation>Nouveau dans Kibitz ? Les parties d&apos;exemple sont des parties célèbres à parcourir, rechercher et analyser.</translation>
    </message>
    <message>
        <source>Open Sample Games</source>
        <translation>Ouvrir les parties d&apos;exemple</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Bases de données (*.pgn *.si4 *.cbh);;Fichiers PGN (*.pgn);;Bases SCID (*.si4);;Bases ChessBase (*.cbh);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::FinishedGamesModel</name>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Comment elle s&apos;est terminée</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameAnnotator</name>
    <message>
        <source>A&amp;nnotate Game…</source>
        <translation>A&amp;nnoter la partie…</translation>
    </message>
    <message>
        <source>Evaluates every move with an engine and marks inaccuracies, mistakes and blunders</source>
        <translation>Évalue chaque coup avec un moteur et marque les imprécisions, les erreurs et les gaffes</translation>
    </message>
    <message>
        <source>Annotating…</source>
        <translation>Annotation…</translation>
    </message>
    <message>
        <source>Annotation progress</source>
        <translation>Progression de l’annotation</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)</source>
        <translation>Arrête l’annotation ; les coups déjà évalués sont annotés (une seule annulation les retire)</translation>
    </message>
    <message>
        <source>The game has no moves to annotate.</source>
        <translation>La partie n’a aucun coup à annoter.</translation>
    </message>
    <message>
        <source>The engine %1 is no longer configured (Settings › Engines).</source>
        <translation>Le moteur %1 n’est plus configuré (Paramètres › Moteurs).</translation>
    </message>
    <message>
        <source>%1 of %2 positions evaluated</source>
        <translation>%1 positions évaluées sur %2</translation>
    </message>
    <message>
        <source>The annotation was not written: %1.</source>
        <translation>L’annotation n’a pas été écrite : %1.</translation>
    </message>
    <message>
        <source>Annotate game</source>
        <translation>Annoter la partie</translation>
    </message>
    <message>
        <source>%1 The moves evaluated before were annotated.</source>
        <translation>%1 Les coups évalués auparavant ont été annotés.</translation>
    </message>
    <message>
        <source>Annotation cancelled; the moves evaluated so far were annotated.</source>
        <translation>Annotation annulée ; les coups déjà évalués ont été annotés.</translation>
    </message>
    <message>
        <source>Annotation cancelled before any move was evaluated.</source>
        <translation>Annotation annulée avant qu’aucun coup ne soit évalué.</translation>
    </message>
    <message>
        <source>Annotated: %1 moves marked, %2 better lines added.</source>
        <translation>Annotée : %1 coups marqués, %2 meilleures lignes ajoutées.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckModel</name>
    <message>
        <source>player left</source>
        <translation>le joueur est sorti</translation>
    </message>
    <message>
        <source>opponent left</source>
        <translation>l’adversaire est sorti</translation>
    </message>
    <message>
        <source>in book</source>
        <translation>dans le livre</translation>
    </message>
    <message>
        <source>not in repertoire</source>
        <translation>hors répertoire</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Left the repertoire</source>
        <translation>Sortie du répertoire</translation>
    </message>
    <message>
        <source>Move played</source>
        <translation>Coup joué</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Attendu</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameCheckPanel</name>
    <message>
        <source>Type the player&apos;s name first.</source>
        <translation>Saisissez d’abord le nom du joueur.</translation>
    </message>
    <message>
        <source>Checking the games in %1…</source>
        <translation>Vérification des parties de %1…</translation>
    </message>
    <message>
        <source>%1: %2 games. The player left the repertoire in %3, the opponent in %4; in book to the end: %5.</source>
        <translation>%1 : %2 parties. Le joueur a quitté le répertoire dans %3, l’adversaire dans %4 ; dans le livre jusqu’au bout : %5.</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur :</translation>
    </message>
    <message>
        <source>Name as in the games; several spellings separated by ;</source>
        <translation>Nom tel que dans les parties ; plusieurs graphies séparées par ;</translation>
    </message>
    <message>
        <source>Check My Games</source>
        <translation>Vérifier mes parties</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Double-click a row to open the game at that move on the main board</source>
        <translation>Double-cliquez sur une ligne pour ouvrir la partie à ce coup sur l’échiquier principal</translation>
    </message>
    <message>
        <source>Where the player&apos;s games in the current database left the repertoire, and who left it.</source>
        <translation>Où les parties du joueur dans la base actuelle ont quitté le répertoire, et qui l’a quitté.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameColumns</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>White Elo</source>
        <translation>Elo Blancs</translation>
    </message>
    <message>
        <source>Black Elo</source>
        <translation>Elo Noirs</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameController</name>
    <message>
        <source>Replace continuation with %1</source>
        <translation>Remplacer la suite par %1</translation>
    </message>
    <message>
        <source>New variation %1</source>
        <translation>Nouvelle variante %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Edit comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <source>Annotate move</source>
        <translation>Annoter le coup</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Supprimer les annotations</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Supprimer les coups à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Edit game information</source>
        <translation>Modifier les informations de la partie</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 contains no games.</source>
        <translation>%1 ne contient aucune partie.</translation>
    </message>
    <message>
        <source>Game %1 of %2 could not be read.</source>
        <translation>La partie %1 de %2 n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>The clipboard is empty.</source>
        <translation>Le presse-papiers est vide.</translation>
    </message>
    <message>
        <source>Not a valid FEN: %1</source>
        <translation>FEN non valide : %1</translation>
    </message>
    <message>
        <source>The clipboard holds neither a PGN game nor a FEN.</source>
        <translation>Le presse-papiers ne contient ni partie PGN ni FEN.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1 : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameGraphView</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>No evaluations in this game. Game › Annotate Game… adds them.</source>
        <translation>Aucune évaluation dans cette partie. Partie › Annoter la partie… les ajoute.</translation>
    </message>
    <message>
        <source>No clock times ([%clk]) in this game.</source>
        <translation>Aucun temps de pendule ([%clk]) dans cette partie.</translation>
    </message>
    <message>
        <source>No times per move ([%emt], or clock times with a time control) in this game.</source>
        <translation>Aucun temps par coup ([%emt], ou temps de pendule avec une cadence) dans cette partie.</translation>
    </message>
    <message>
        <source>(inaccuracy)</source>
        <translation>(imprécision)</translation>
    </message>
    <message>
        <source>(mistake)</source>
        <translation>(erreur)</translation>
    </message>
    <message>
        <source>(blunder)</source>
        <translation>(gaffe)</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 restant</translation>
    </message>
    <message>
        <source>%1 spent</source>
        <translation>%1 utilisé</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameHeaderStrip</name>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Position mise en place</translation>
    </message>
    <message>
        <source>Game information</source>
        <translation>Informations sur la partie</translation>
    </message>
    <message>
        <source>Players and result</source>
        <translation>Joueurs et résultat</translation>
    </message>
    <message>
        <source>Event, site, round and date</source>
        <translation>Événement, lieu, ronde et date</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListModel</name>
    <message>
        <source>Game %1 has errors in its headers or moves</source>
        <translation>La partie %1 contient des erreurs dans l&apos;en-tête ou les coups</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameListPanel</name>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 parties sur %2</translation>
    </message>
    <message>
        <source>Opened from the index cache.</source>
        <translation>Ouvert depuis le cache d&apos;index.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have errors (hover a row for details).</source>
        <translation>
            <numerusform>%n partie contient des erreurs (survolez une ligne pour les détails).</numerusform>
            <numerusform>%n parties contiennent des erreurs (survolez une ligne pour les détails).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loading cancelled: only the first %Ln game(s) are listed.</source>
        <translation>
            <numerusform>Chargement annulé : seule la première partie (%Ln) est listée.</numerusform>
            <numerusform>Chargement annulé : seules les %Ln premières parties sont listées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The index could not be cached (%1); the next opening will index the file again.</source>
        <translation>L&apos;index n&apos;a pas pu être mis en cache (%1) ; le fichier sera réindexé à la prochaine ouverture.</translation>
    </message>
    <message>
        <source>Games — %1</source>
        <translation>Parties — %1</translation>
    </message>
    <message>
        <source>%1 games so far…</source>
        <translation>%1 parties jusqu&apos;ici…</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Filter by player, event, ECO or year</source>
        <translation>Filtrer par joueur, événement, ECO ou année</translation>
    </message>
    <message>
        <source>Case-insensitive; several words must all match</source>
        <translation>Sans distinction de casse ; plusieurs mots doivent tous correspondre</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Filtrer les parties</translation>
    </message>
    <message>
        <source>Enter or a double click opens the selected game</source>
        <translation>Entrée ou un double-clic ouvre la partie sélectionnée</translation>
    </message>
    <message>
        <source>Number of games</source>
        <translation>Nombre de parties</translation>
    </message>
    <message>
        <source>Loading status</source>
        <translation>État du chargement</translation>
    </message>
    <message>
        <source>Indexing… %p%</source>
        <translation>Indexation… %p%</translation>
    </message>
    <message>
        <source>Indexing progress</source>
        <translation>Progression de l&apos;indexation</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Search…</source>
        <translation>&amp;Rechercher…</translation>
    </message>
    <message>
        <source>Search by players, ratings, dates, result, ECO, position or material</source>
        <translation>Rechercher par joueurs, classements, dates, résultat, ECO, position ou matériel</translation>
    </message>
    <message>
        <source>&amp;Reset Filter</source>
        <translation>Réini&amp;tialiser le filtre</translation>
    </message>
    <message>
        <source>Shows every game of the file again</source>
        <translation>Affiche de nouveau toutes les parties du fichier</translation>
    </message>
    <message>
        <source>Sorting and filtering…</source>
        <translation>Tri et filtrage…</translation>
    </message>
    <message>
        <source>Default Columns</source>
        <translation>Colonnes par défaut</translation>
    </message>
    <message>
        <source>Read-only: games are copied out of it, not saved into it.</source>
        <translation>Lecture seule : on en copie des parties, on n&apos;y enregistre rien.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the database could not be read completely (hover here for details).</source>
        <translation>
            <numerusform>%n partie de la base n&apos;a pas pu être lue entièrement (survolez ici pour les détails).</numerusform>
            <numerusform>%n parties de la base n&apos;ont pas pu être lues entièrement (survolez ici pour les détails).</numerusform>
        </translation>
    </message>
    <message>
        <source>The index cache was damaged: the file was indexed again.</source>
        <translation>Le cache d&apos;index était endommagé : le fichier a été réindexé.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameLocation</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GameSaver</name>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 already contains %n game(s).</source>
        <translation>
            <numerusform>%1 contient déjà %n partie.</numerusform>
            <numerusform>%1 contient déjà %n parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>Append as New Game</source>
        <translation>Ajouter comme nouvelle partie</translation>
    </message>
    <message>
        <source>Replace This Game</source>
        <translation>Remplacer cette partie</translation>
    </message>
    <message>
        <source>Game appended to %1</source>
        <translation>Partie ajoutée à %1</translation>
    </message>
    <message>
        <source>Game replaced in %1</source>
        <translation>Partie remplacée dans %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>%1 already contains several games.</source>
        <translation>%1 contient déjà plusieurs parties.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>%1 was changed by another program since the game was read, so the game was not replaced (nothing was written).</source>
        <translation>%1 a été modifié par un autre programme depuis la lecture de la partie : la partie n’a donc pas été remplacée (rien n’a été écrit).</translation>
    </message>
    <message>
        <source>&amp;Reload and Retry</source>
        <translation>&amp;Recharger et réessayer</translation>
    </message>
    <message>
        <source>Finds the game in the file as it is now and replaces it there</source>
        <translation>Retrouve la partie dans le fichier tel qu’il est maintenant et l’y remplace</translation>
    </message>
    <message>
        <source>&amp;Append as New Game</source>
        <translation>&amp;Ajouter comme nouvelle partie</translation>
    </message>
    <message>
        <source>Save to Another &amp;File…</source>
        <translation>Enregistrer dans un autre &amp;fichier…</translation>
    </message>
    <message>
        <source>The game is no longer in %1 as it was read (another program changed or removed it there), so there is nothing to replace. Append it as a new game, or save it to another file.</source>
        <translation>La partie n’est plus dans %1 telle qu’elle a été lue (un autre programme l’y a modifiée ou supprimée) : il n’y a donc rien à remplacer. Ajoutez-la comme nouvelle partie ou enregistrez-la dans un autre fichier.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::GraphDock</name>
    <message>
        <source>Game Graphs</source>
        <translation>Graphiques de la partie</translation>
    </message>
    <message>
        <source>Game &amp;Graphs</source>
        <translation>&amp;Graphiques de la partie</translation>
    </message>
    <message>
        <source>Show the evaluation and clock graphs of the game (Ctrl+Shift+G)</source>
        <translation>Afficher les graphiques d’évaluation et de pendule de la partie (Ctrl+Maj+G)</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>Time per Move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique d’évaluation</translation>
    </message>
    <message>
        <source>Clock graph</source>
        <translation>Graphique de pendule</translation>
    </message>
    <message>
        <source>Time per move graph</source>
        <translation>Graphique du temps par coup</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::IndexLoader</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>its games could not be converted: %1</source>
        <translation>ses parties n&apos;ont pas pu être converties : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LanguageManager</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Choose the language of the user interface</source>
        <translation>Choisir la langue de l&apos;interface</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::LiveBoard</name>
    <message>
        <source>Round %1.%2 · game %3</source>
        <translation>Ronde %1.%2 · partie %3</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Engine is thinking</source>
        <translation>Le moteur réfléchit</translation>
    </message>
    <message>
        <source>Keyboard on the board: arrows move the cursor, Enter or Space picks up and drops, Esc gives the arrows back to the game</source>
        <translation>Clavier sur l&apos;échiquier : les flèches déplacent le curseur, Entrée ou Espace prend et pose, Échap rend les flèches à la partie</translation>
    </message>
    <message>
        <source>Engine is thinking…</source>
        <translation>Le moteur réfléchit…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Not a valid position: %1</source>
        <translation>Position non valide : %1</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;A PGN database and analysis tool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Une base de données PGN et un outil d&apos;analyse.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Describe &amp;Position</source>
        <translation>Décrire la &amp;position</translation>
    </message>
    <message>
        <source>Lists the pieces of both sides (spoken when speech output is available)</source>
        <translation>Énumère les pièces des deux camps (à voix haute si la synthèse vocale est disponible)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Parole</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>Puts the keyboard focus into the move entry (Ctrl+L)</source>
        <translation>Place le focus clavier dans la saisie du coup (Ctrl+L)</translation>
    </message>
    <message>
        <source>Type a &amp;Move</source>
        <translation>&amp;Saisir un coup</translation>
    </message>
    <message>
        <source>Opening table not changed: %1</source>
        <translation>Table des ouvertures inchangée : %1</translation>
    </message>
    <message numerus="yes">
        <source>The opening table was loaded without %n line(s) it could not read.</source>
        <translation>
            <numerusform>La table des ouvertures a été chargée sans %n ligne illisible.</numerusform>
            <numerusform>La table des ouvertures a été chargée sans %n lignes illisibles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <source>Book and Tablebases</source>
        <translation>Livre et tables de finales</translation>
    </message>
    <message>
        <source>Mark Square</source>
        <translation>Marquer une case</translation>
    </message>
    <message>
        <source>Draw Arrow</source>
        <translation>Tracer une flèche</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (et %n autre)</numerusform>
            <numerusform> (et %n autres)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %n files, each in its own tab of the game list.</source>
        <translation>
            <numerusform>%n fichier ouvert, chacun dans son propre onglet de la liste des parties.</numerusform>
            <numerusform>%n fichiers ouverts, chacun dans son propre onglet de la liste des parties.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MergeDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Merge Databases</source>
        <translation>Fusionner des bases</translation>
    </message>
    <message>
        <source>Databases to merge</source>
        <translation>Bases à fusionner</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Merged database</source>
        <translation>Base fusionnée</translation>
    </message>
    <message>
        <source>merged.pgn, or a SCID database (.si4)</source>
        <translation>fusion.pgn, ou une base SCID (.si4)</translation>
    </message>
    <message>
        <source>Keep every game</source>
        <translation>Garder toutes les parties</translation>
    </message>
    <message>
        <source>Drop games with the same moves</source>
        <translation>Écarter les parties aux mêmes coups</translation>
    </message>
    <message>
        <source>Drop games with the same moves, players and date</source>
        <translation>Écarter les parties aux mêmes coups, joueurs et date</translation>
    </message>
    <message>
        <source>&amp;Databases, in order:</source>
        <translation>&amp;Bases, dans l&apos;ordre :</translation>
    </message>
    <message>
        <source>&amp;Write to:</source>
        <translation>&amp;Écrire dans :</translation>
    </message>
    <message>
        <source>D&amp;uplicates:</source>
        <translation>&amp;Doublons :</translation>
    </message>
    <message>
        <source>Databases to Merge</source>
        <translation>Bases à fusionner</translation>
    </message>
    <message>
        <source>Merged Database</source>
        <translation>Base fusionnée</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;SCID databases (*.si4)</source>
        <translation>Fichiers PGN (*.pgn);;Bases SCID (*.si4)</translation>
    </message>
    <message>
        <source>Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)</source>
        <translation>Bases de données (*.pgn *.si4 *.cbh);;Fichiers PGN (*.pgn);;Bases SCID (*.si4);;Bases ChessBase (*.cbh);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Dismiss the message</source>
        <translation>Ignorer le message</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::MoveAnnouncer</name>
    <message>
        <source>Null move</source>
        <translation>Coup nul</translation>
    </message>
    <message>
        <source>Short castling</source>
        <translation>Petit roque</translation>
    </message>
    <message>
        <source>Long castling</source>
        <translation>Grand roque</translation>
    </message>
    <message>
        <source>Pawn takes %1 en passant</source>
        <translation>Pion prend en %1 en passant</translation>
    </message>
    <message>
        <source>Pawn takes %1</source>
        <translation>Pion prend en %1</translation>
    </message>
    <message>
        <source>Pawn to %1</source>
        <translation>Pion en %1</translation>
    </message>
    <message>
        <source>Knight takes %1</source>
        <translation>Cavalier prend en %1</translation>
    </message>
    <message>
        <source>Knight to %1</source>
        <translation>Cavalier en %1</translation>
    </message>
    <message>
        <source>Bishop takes %1</source>
        <translation>Fou prend en %1</translation>
    </message>
    <message>
        <source>Bishop to %1</source>
        <translation>Fou en %1</translation>
    </message>
    <message>
        <source>Rook takes %1</source>
        <translation>Tour prend en %1</translation>
    </message>
    <message>
        <source>Rook to %1</source>
        <translation>Tour en %1</translation>
    </message>
    <message>
        <source>Queen takes %1</source>
        <translation>Dame prend en %1</translation>
    </message>
    <message>
        <source>Queen to %1</source>
        <translation>Dame en %1</translation>
    </message>
    <message>
        <source>King takes %1</source>
        <translation>Roi prend en %1</translation>
    </message>
    <message>
        <source>King to %1</source>
        <translation>Roi en %1</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, échec et mat</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, pat</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, échec</translation>
    </message>
    <message>
        <source>Starting position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Checkmate. White wins.</source>
        <translation>Échec et mat. Les Blancs gagnent.</translation>
    </message>
    <message>
        <source>Checkmate. Black wins.</source>
        <translation>Échec et mat. Les Noirs gagnent.</translation>
    </message>
    <message>
        <source>Stalemate. Draw.</source>
        <translation>Pat. Partie nulle.</translation>
    </message>
    <message>
        <source>Draw by insufficient material.</source>
        <translation>Nulle par matériel insuffisant.</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule.</source>
        <translation>Nulle par la règle des 75 coups.</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition.</source>
        <translation>Nulle par quintuple répétition.</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Les Blancs gagnent</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Les Noirs gagnent</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>King %1</source>
        <translation>Roi %1</translation>
    </message>
    <message>
        <source>Queen %1</source>
        <translation>Dame %1</translation>
    </message>
    <message>
        <source>Queens %1</source>
        <translation>Dames %1</translation>
    </message>
    <message>
        <source>Rook %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Rooks %1</source>
        <translation>Tours %1</translation>
    </message>
    <message>
        <source>Bishop %1</source>
        <translation>Fou %1</translation>
    </message>
    <message>
        <source>Bishops %1</source>
        <translation>Fous %1</translation>
    </message>
    <message>
        <source>Knight %1</source>
        <translation>Cavalier %1</translation>
    </message>
    <message>
        <source>Knights %1</source>
        <translation>Cavaliers %1</translation>
    </message>
    <message>
        <source>Pawn %1</source>
        <translation>Pion %1</translation>
    </message>
    <message>
        <source>Pawns %1</source>
        <translation>Pions %1</translation>
    </message>
    <message>
        <source>White: %1.</source>
        <translation>Blancs : %1.</translation>
    </message>
    <message>
        <source>Black: %1.</source>
        <translation>Noirs : %1.</translation>
    </message>
    <message>
        <source>White to move.</source>
        <translation>Trait aux Blancs.</translation>
    </message>
    <message>
        <source>Black to move.</source>
        <translation>Trait aux Noirs.</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to queen</source>
        <translation>Pion prend en %1, promotion en dame</translation>
    </message>
    <message>
        <source>%1 promotes to queen</source>
        <translation>%1, promotion en dame</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to rook</source>
        <translation>Pion prend en %1, promotion en tour</translation>
    </message>
    <message>
        <source>%1 promotes to rook</source>
        <translation>%1, promotion en tour</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to bishop</source>
        <translation>Pion prend en %1, promotion en fou</translation>
    </message>
    <message>
        <source>%1 promotes to bishop</source>
        <translation>%1, promotion en fou</translation>
    </message>
    <message>
        <source>Pawn takes %1 and promotes to knight</source>
        <translation>Pion prend en %1, promotion en cavalier</translation>
    </message>
    <message>
        <source>%1 promotes to knight</source>
        <translation>%1, promotion en cavalier</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Nag</name>
    <message>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Coup brillant</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Coup unique</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Position égale</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Position peu claire</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Les Blancs sont mieux</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Les Noirs sont mieux</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Les Blancs gagnent</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Les Noirs gagnent</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Nouveauté</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NavigationBar</name>
    <message>
        <source>First move (Home)</source>
        <translation>Premier coup (Début)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Coup précédent (Gauche)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Coup suivant (Droite)</translation>
    </message>
    <message>
        <source>Last move (End)</source>
        <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
        <source>First move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>Game navigation</source>
        <translation>Navigation dans la partie</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::NotationView</name>
    <message>
        <source>Add comment after move…</source>
        <translation>Ajouter un commentaire après le coup…</translation>
    </message>
    <message>
        <source>Edit comment after move…</source>
        <translation>Modifier le commentaire après le coup…</translation>
    </message>
    <message>
        <source>Add game comment…</source>
        <translation>Ajouter un commentaire de partie…</translation>
    </message>
    <message>
        <source>Edit game comment…</source>
        <translation>Modifier le commentaire de partie…</translation>
    </message>
    <message>
        <source>Add comment before move…</source>
        <translation>Ajouter un commentaire avant le coup…</translation>
    </message>
    <message>
        <source>Edit comment before move…</source>
        <translation>Modifier le commentaire avant le coup…</translation>
    </message>
    <message>
        <source>Annotation</source>
        <translation>Annotation</translation>
    </message>
    <message>
        <source>Remove annotations</source>
        <translation>Supprimer les annotations</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete moves from here</source>
        <translation>Supprimer les coups à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Notation figurine</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Game comment</source>
        <translation>Commentaire de partie</translation>
    </message>
    <message>
        <source>Comment before move</source>
        <translation>Commentaire avant le coup</translation>
    </message>
    <message>
        <source>Comment after move</source>
        <translation>Commentaire après le coup</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Commentaire :</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::OpeningTreeModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>(game ends)</source>
        <translation>(fin de partie)</translation>
    </message>
    <message>
        <source>A click or Enter plays %1</source>
        <translation>Un clic ou Entrée joue %1</translation>
    </message>
    <message>
        <source>Share of the position&apos;s games that played the move</source>
        <translation>Part des parties de la position qui ont joué ce coup</translation>
    </message>
    <message>
        <source>Score of the side to move (a draw counts half)</source>
        <translation>Score du camp au trait (une nulle compte pour moitié)</translation>
    </message>
    <message>
        <source>White wins, of the games with a result</source>
        <translation>Gains des Blancs, parmi les parties avec résultat</translation>
    </message>
    <message>
        <source>Draws, of the games with a result</source>
        <translation>Nulles, parmi les parties avec résultat</translation>
    </message>
    <message>
        <source>Black wins, of the games with a result</source>
        <translation>Gains des Noirs, parmi les parties avec résultat</translation>
    </message>
    <message>
        <source>Average rating of the player who made the move</source>
        <translation>Classement moyen du joueur qui a joué le coup</translation>
    </message>
    <message>
        <source>Rating performance of the player who made the move</source>
        <translation>Performance du joueur qui a joué le coup</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Avg Elo</source>
        <translation>Elo moy.</translation>
    </message>
    <message>
        <source>Perf</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PanelLayout</name>
    <message>
        <source>&amp;Window</source>
        <translation>Fe&amp;nêtre</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Disposition</translation>
    </message>
    <message>
        <source>&amp;Play/Analyse</source>
        <translation>&amp;Jouer/Analyser</translation>
    </message>
    <message>
        <source>The move list and the analysis beside the board</source>
        <translation>La liste des coups et l’analyse à côté de l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Database</source>
        <translation>&amp;Base de données</translation>
    </message>
    <message>
        <source>The game list under the move list and the opening tree</source>
        <translation>La liste des parties sous la liste des coups et l’arbre d’ouvertures</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Réinitialiser</translation>
    </message>
    <message>
        <source>Every panel back in its place, the side panels closed</source>
        <translation>Chaque panneau à sa place, les panneaux latéraux fermés</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::ParticipantsModel</name>
    <message>
        <source>(built in)</source>
        <translation>(intégré)</translation>
    </message>
    <message>
        <source>Every engine needs a name of its own.</source>
        <translation>Chaque moteur doit avoir son propre nom.</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Cadence</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Book moves</source>
        <translation>Coups de bibliothèque</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceMoveEditor</name>
    <message>
        <source>moves or captures</source>
        <translation>se déplace ou prend</translation>
    </message>
    <message>
        <source>moves only</source>
        <translation>se déplace seulement</translation>
    </message>
    <message>
        <source>captures only</source>
        <translation>prend seulement</translation>
    </message>
    <message>
        <source>slide (arrow: on to the board&apos;s edge)</source>
        <translation>glissement (flèche : jusqu&apos;au bord)</translation>
    </message>
    <message>
        <source>slide, moves only</source>
        <translation>glissement, déplacement seulement</translation>
    </message>
    <message>
        <source>i: only from the start square; n: lame leap (blocked by a piece in between)</source>
        <translation>i : seulement depuis la case de départ ; n : saut boiteux (bloqué par une pièce intermédiaire)</translation>
    </message>
    <message>
        <source>No slide passes through that square.</source>
        <translation>Aucun glissement ne passe par cette case.</translation>
    </message>
    <message>
        <source>No Betza atom leaps that far (at most 3 squares each way); use a slide.</source>
        <translation>Aucun atome Betza ne saute aussi loin (3 cases au plus dans chaque sens) ; utilisez un glissement.</translation>
    </message>
    <message>
        <source>Not applied: %1</source>
        <translation>Non appliqué : %1</translation>
    </message>
    <message>
        <source>No moves</source>
        <translation>Aucun déplacement</translation>
    </message>
    <message>
        <source>Moves in Betza notation: %1</source>
        <translation>Déplacements en notation Betza : %1</translation>
    </message>
    <message>
        <source>A click adds:</source>
        <translation>Un clic ajoute :</translation>
    </message>
    <message>
        <source>Lea&amp;p</source>
        <translation>Sa&amp;ut</translation>
    </message>
    <message>
        <source>A click on a square lets the piece jump there</source>
        <translation>Un clic sur une case y fait sauter la pièce</translation>
    </message>
    <message>
        <source>Sl&amp;ide</source>
        <translation>&amp;Glissement</translation>
    </message>
    <message>
        <source>A click on a square lets the piece slide in that step until blocked (Shift+click does this with either tool)</source>
        <translation>Un clic sur une case fait glisser la pièce selon ce pas jusqu&apos;à un obstacle (Maj+clic fait de même avec l&apos;un ou l&apos;autre outil)</translation>
    </message>
    <message>
        <source>Slide ran&amp;ge:</source>
        <translation>&amp;Portée du glissement :</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitée</translation>
    </message>
    <message>
        <source> squares</source>
        <translation> cases</translation>
    </message>
    <message>
        <source>How many steps a new slide may take</source>
        <translation>Nombre de pas que peut faire un nouveau glissement</translation>
    </message>
    <message>
        <source>Slide range</source>
        <translation>Portée du glissement</translation>
    </message>
    <message>
        <source>Applies &amp;when:</source>
        <translation>&amp;S&apos;applique quand :</translation>
    </message>
    <message>
        <source>Moving or capturing</source>
        <translation>En se déplaçant ou en prenant</translation>
    </message>
    <message>
        <source>Only moving (m)</source>
        <translation>En se déplaçant seulement (m)</translation>
    </message>
    <message>
        <source>Only capturing (c)</source>
        <translation>En prenant seulement (c)</translation>
    </message>
    <message>
        <source>Applies when</source>
        <translation>S&apos;applique quand</translation>
    </message>
    <message>
        <source>&amp;Symmetry:</source>
        <translation>S&amp;ymétrie :</translation>
    </message>
    <message>
        <source>All eight directions</source>
        <translation>Les huit directions</translation>
    </message>
    <message>
        <source>Left and right</source>
        <translation>Gauche et droite</translation>
    </message>
    <message>
        <source>Forward and backward</source>
        <translation>Avant et arrière</translation>
    </message>
    <message>
        <source>Both mirrors (four ways)</source>
        <translation>Les deux miroirs (quatre sens)</translation>
    </message>
    <message>
        <source>None (this square only)</source>
        <translation>Aucune (cette case seulement)</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>Only from the start s&amp;quare (i)</source>
        <translation>S&amp;eulement depuis la case de départ (i)</translation>
    </message>
    <message>
        <source>New moves are allowed only from a square where this piece stands in the start position</source>
        <translation>Les nouveaux coups ne sont permis que depuis une case où cette pièce se trouve dans la position initiale</translation>
    </message>
    <message>
        <source>&amp;Betza:</source>
        <translation>&amp;Betza :</translation>
    </message>
    <message>
        <source>Moves in Betza notation</source>
        <translation>Déplacements en notation Betza</translation>
    </message>
    <message>
        <source>Betza error</source>
        <translation>Erreur Betza</translation>
    </message>
    <message>
        <source>Type the moves in Betza notation (e.g. N, fmWfcF, QN); the grid follows</source>
        <translation>Saisissez les déplacements en notation Betza (p. ex. N, fmWfcF, QN) ; la grille suit</translation>
    </message>
    <message>
        <source>Clear Moves</source>
        <translation>Effacer les déplacements</translation>
    </message>
    <message>
        <source>Move grid</source>
        <translation>Grille des déplacements</translation>
    </message>
    <message>
        <source>Click a square: leap there. Shift+click: slide along that step. Arrow keys and Space (Shift+Space) do the same.</source>
        <translation>Clic sur une case : saut vers elle. Maj+clic : glissement selon ce pas. Les flèches et Espace (Maj+Espace) font de même.</translation>
    </message>
    <message>
        <source>The piece is in the centre, forward is up. Click a square to add or remove a leap there; Shift+click (or the Slide tool) to add or remove a slide along that step.</source>
        <translation>La pièce est au centre, l&apos;avant est en haut. Cliquez sur une case pour y ajouter ou retirer un saut ; Maj+clic (ou l&apos;outil Glissement) pour ajouter ou retirer un glissement selon ce pas.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePalette</name>
    <message>
        <source>Piece palette</source>
        <translation>Palette de pièces</translation>
    </message>
    <message>
        <source>Click a piece, then click squares to place it; or drag it onto the board</source>
        <translation>Cliquez sur une pièce, puis sur des cases pour la placer ; ou faites-la glisser sur l&apos;échiquier</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PiecePicture</name>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>Letter in a circle</source>
        <translation>Lettre dans un cercle</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PieceSet</name>
    <message>
        <source>Kibitz (Staunton)</source>
        <translation>Kibitz (Staunton)</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Plat</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::PromotionPopup</name>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels.</source>
        <translation>Choisissez la pièce de promotion : dame, tour, fou ou cavalier. Échap annule.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireDocument</name>
    <message>
        <source>The repertoire was read with problems:
%1</source>
        <translation>Le répertoire a été lu avec des problèmes :
%1</translation>
    </message>
    <message>
        <source>Cards: %1 added, %2 removed (their history is kept).</source>
        <translation>Cartes : %1 ajoutées, %2 retirées (leur historique est conservé).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireModel</name>
    <message>
        <source>Starting position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>new</source>
        <translation>nouvelle</translation>
    </message>
    <message>
        <source>due now</source>
        <translation>à revoir</translation>
    </message>
    <message>
        <source>due %1</source>
        <translation>à revoir le %1</translation>
    </message>
    <message>
        <source>reply</source>
        <translation>réponse</translation>
    </message>
    <message>
        <source>main</source>
        <translation>principal</translation>
    </message>
    <message>
        <source>alternative</source>
        <translation>alternative</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::RepertoireWindow</name>
    <message numerus="yes">
        <source>Merge %n game(s)</source>
        <translation>
            <numerusform>Fusionner %n partie</numerusform>
            <numerusform>Fusionner %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of the filter merged.</source>
        <translation>
            <numerusform>%n partie du filtre fusionnée.</numerusform>
            <numerusform>%n parties du filtre fusionnées.</numerusform>
        </translation>
    </message>
    <message>
        <source>(not saved)</source>
        <translation>(non enregistré)</translation>
    </message>
    <message>
        <source> — modified</source>
        <translation> — modifié</translation>
    </message>
    <message>
        <source>Repertoire Training — %1</source>
        <translation>Entraînement au répertoire — %1</translation>
    </message>
    <message>
        <source>New for White</source>
        <translation>Nouveau pour les Blancs</translation>
    </message>
    <message>
        <source>New for Black</source>
        <translation>Nouveau pour les Noirs</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Coverage</source>
        <translation>Couverture</translation>
    </message>
    <message>
        <source>My Games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>Add Board Line</source>
        <translation>Ajouter la ligne de l’échiquier</translation>
    </message>
    <message>
        <source>Adds the moves from the start to the position on the main board</source>
        <translation>Ajoute les coups depuis le début jusqu’à la position de l’échiquier principal</translation>
    </message>
    <message>
        <source>Merge Current Game</source>
        <translation>Fusionner la partie en cours</translation>
    </message>
    <message>
        <source>Merge Filter Games</source>
        <translation>Fusionner les parties du filtre</translation>
    </message>
    <message>
        <source>Merges every game the game list shows</source>
        <translation>Fusionne toutes les parties affichées dans la liste</translation>
    </message>
    <message>
        <source>Up to plies:</source>
        <translation>Jusqu’au demi-coup :</translation>
    </message>
    <message>
        <source>Make Main</source>
        <translation>Rendre principal</translation>
    </message>
    <message>
        <source>Make Alternative</source>
        <translation>Rendre alternative</translation>
    </message>
    <message>
        <source>Delete Branch</source>
        <translation>Supprimer la branche</translation>
    </message>
    <message>
        <source>Unsaved Repertoire</source>
        <translation>Répertoire non enregistré</translation>
    </message>
    <message>
        <source>The repertoire has unsaved changes. Save them first?</source>
        <translation>Le répertoire a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
    </message>
    <message>
        <source>A new repertoire for White: add lines, then save it.</source>
        <translation>Un nouveau répertoire pour les Blancs : ajoutez des lignes, puis enregistrez-le.</translation>
    </message>
    <message>
        <source>A new repertoire for Black: add lines, then save it.</source>
        <translation>Un nouveau répertoire pour les Noirs : ajoutez des lignes, puis enregistrez-le.</translation>
    </message>
    <message>
        <source>Open Repertoire</source>
        <translation>Ouvrir un répertoire</translation>
    </message>
    <message>
        <source>The repertoire was not opened: %1</source>
        <translation>Le répertoire n’a pas été ouvert : %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Enregistré.</translation>
    </message>
    <message>
        <source>Save Repertoire</source>
        <translation>Enregistrer le répertoire</translation>
    </message>
    <message>
        <source>There is no move to add.</source>
        <translation>Il n’y a aucun coup à ajouter.</translation>
    </message>
    <message>
        <source>Add board line</source>
        <translation>Ajouter la ligne de l’échiquier</translation>
    </message>
    <message>
        <source>Merge current game</source>
        <translation>Fusionner la partie en cours</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Ouvrez d’abord une base de parties : ses parties servent de référence.</translation>
    </message>
    <message>
        <source>Make %1 main</source>
        <translation>Rendre %1 principal</translation>
    </message>
    <message>
        <source>Make %1 an alternative</source>
        <translation>Rendre %1 alternative</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 — for White — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — pour les Blancs — %n position, %2 cartes%3</numerusform>
            <numerusform>%1 — pour les Blancs — %n positions, %2 cartes%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — for Black — %n position(s), %2 card(s)%3</source>
        <translation>
            <numerusform>%1 — pour les Noirs — %n position, %2 cartes%3</numerusform>
            <numerusform>%1 — pour les Noirs — %n positions, %2 cartes%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SanEntry</name>
    <message>
        <source>Move</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Saisie du coup</translation>
    </message>
    <message>
        <source>Plays the move typed in the move entry</source>
        <translation>Joue le coup saisi</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Saisissez un coup, p. ex. %1</translation>
    </message>
    <message>
        <source>Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.</source>
        <translation>Saisissez un coup en notation algébrique, p. ex. %1, puis appuyez sur Entrée. Les lettres anglaises des pièces sont aussi acceptées.</translation>
    </message>
    <message>
        <source>Move entry error</source>
        <translation>Erreur de saisie du coup</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SaveGameDialog</name>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Événement :</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Lieu :</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date :</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Ronde :</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancs :</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Noirs :</translation>
    </message>
    <message>
        <source>ECO:</source>
        <translation>ECO :</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Ouverture :</translation>
    </message>
    <message>
        <source>Variation:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <source>YYYY.MM.DD, ?? for unknown parts</source>
        <translation>AAAA.MM.JJ, ?? pour les parties inconnues</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Résultat :</translation>
    </message>
    <message>
        <source>The game ended by the rules; its result is fixed.</source>
        <translation>La partie est terminée selon les règles ; son résultat est fixé.</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Balise</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add Tag</source>
        <translation>Ajouter une balise</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>Supprimer la balise</translation>
    </message>
    <message>
        <source>Other tags:</source>
        <translation>Autres balises :</translation>
    </message>
    <message>
        <source>Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.??.??).</source>
        <translation>La date doit ressembler à 2024.05.17 ; utilisez ?? pour les parties inconnues (p. ex. 1998.??.??).</translation>
    </message>
    <message>
        <source>Date: the month must be 01 to 12.</source>
        <translation>Date : le mois doit être compris entre 01 et 12.</translation>
    </message>
    <message>
        <source>Date: the day must be 01 to 31.</source>
        <translation>Date : le jour doit être compris entre 01 et 31.</translation>
    </message>
    <message>
        <source>%1 must be on one line.</source>
        <translation>%1 doit tenir sur une seule ligne.</translation>
    </message>
    <message>
        <source>Row %1 of the other tags has no tag name.</source>
        <translation>La ligne %1 des autres balises n&apos;a pas de nom de balise.</translation>
    </message>
    <message>
        <source>“%1” is not a valid tag name (letters, digits and _ only).</source>
        <translation>« %1 » n’est pas un nom de balise valide (lettres, chiffres et _ uniquement).</translation>
    </message>
    <message>
        <source>The tag %1 is set above or by the position; remove it from the other tags.</source>
        <translation>La balise %1 est définie plus haut ou par la position ; retirez-la des autres balises.</translation>
    </message>
    <message>
        <source>The tag %1 appears twice.</source>
        <translation>La balise %1 apparaît deux fois.</translation>
    </message>
    <message>
        <source>Other tags</source>
        <translation>Autres balises</translation>
    </message>
    <message>
        <source>Further PGN tags of the game, one tag name and value per row</source>
        <translation>Autres balises PGN de la partie, un nom et une valeur par ligne</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SearchDialog</name>
    <message>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Games that reach the board&apos;s posi&amp;tion</source>
        <translation>Parties qui atteignent la &amp;position de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Search Games</source>
        <translation>Rechercher des parties</translation>
    </message>
    <message>
        <source>either side</source>
        <translation>l&apos;un ou l&apos;autre camp</translation>
    </message>
    <message>
        <source>e.g. 1990 or 1990.05</source>
        <translation>p. ex. 1990 ou 1990.05</translation>
    </message>
    <message>
        <source>e.g. 1999.12.31</source>
        <translation>p. ex. 1999.12.31</translation>
    </message>
    <message>
        <source>e.g. B90 or A00-B99</source>
        <translation>p. ex. B90 ou A00-B99</translation>
    </message>
    <message>
        <source>e.g. Q=0 q=0 R=1 r=1 diff=-1..1</source>
        <translation>p. ex. Q=0 q=0 R=1 r=1 diff=-1..1</translation>
    </message>
    <message>
        <source>e.g. Pe4 pd5 Kg1</source>
        <translation>p. ex. Pe4 pd5 Kg1</translation>
    </message>
    <message>
        <source>Replace the list&apos;s filter</source>
        <translation>Remplacer le filtre de la liste</translation>
    </message>
    <message>
        <source>Narrow it: shown and found (and)</source>
        <translation>Restreindre : affichées et trouvées (et)</translation>
    </message>
    <message>
        <source>Widen it: shown or found (or)</source>
        <translation>Élargir : affichées ou trouvées (ou)</translation>
    </message>
    <message>
        <source>Remove the games found from it (not)</source>
        <translation>Retirer les parties trouvées (non)</translation>
    </message>
    <message>
        <source>Lowest rating</source>
        <translation>Classement minimal</translation>
    </message>
    <message>
        <source>Highest rating</source>
        <translation>Classement maximal</translation>
    </message>
    <message>
        <source>Earliest date</source>
        <translation>Date la plus ancienne</translation>
    </message>
    <message>
        <source>Latest date</source>
        <translation>Date la plus récente</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancs :</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs :</translation>
    </message>
    <message>
        <source>Both players&apos; &amp;Elo:</source>
        <translation>&amp;Elo des deux joueurs :</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>Ré&amp;sultat :</translation>
    </message>
    <message>
        <source>EC&amp;O:</source>
        <translation>EC&amp;O :</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>É&amp;vénement :</translation>
    </message>
    <message>
        <source>S&amp;ite:</source>
        <translation>&amp;Lieu :</translation>
    </message>
    <message>
        <source>&amp;Material:</source>
        <translation>&amp;Matériel :</translation>
    </message>
    <message>
        <source>P&amp;attern:</source>
        <translation>Mo&amp;tif :</translation>
    </message>
    <message>
        <source>Combi&amp;ne:</source>
        <translation>&amp;Combiner :</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>The lowest rating is above the highest.</source>
        <translation>Le classement minimal dépasse le maximal.</translation>
    </message>
    <message>
        <source>Not a date: “%1” (write 1990, 1990.05 or 1990.05.17).</source>
        <translation>Date invalide : « %1 » (écrivez 1990, 1990.05 ou 1990.05.17).</translation>
    </message>
    <message>
        <source>Not an ECO code or range: “%1” (write B90 or A00-B99).</source>
        <translation>Code ou plage ECO invalide : « %1 » (écrivez B90 ou A00-B99).</translation>
    </message>
    <message>
        <source>There is no board position to search for.</source>
        <translation>Il n&apos;y a pas de position à rechercher.</translation>
    </message>
    <message>
        <source>Material or pattern not understood: %1</source>
        <translation>Matériel ou motif incompris : %1</translation>
    </message>
    <message>
        <source>e.g. Crazyhouse</source>
        <translation>p. ex. Crazyhouse</translation>
    </message>
    <message>
        <source>Game variant:</source>
        <translation>Variante de jeu :</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetUpPositionDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>C&amp;urrent Position</source>
        <translation>Position &amp;actuelle</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Droits de roque</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <source>O-O uses the outermost rook on the king&apos;s side, so Chess960 set-ups work too</source>
        <translation>O-O utilise la tour la plus excentrée côté roi, donc les positions Chess960 fonctionnent aussi</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move (fifty-move rule)</source>
        <translation>Demi-coups depuis la dernière prise ou le dernier coup de pion (règle des cinquante coups)</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant :</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Compteur de demi-coups :</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numéro du c&amp;oup :</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Vider</translation>
    </message>
    <message>
        <source>&amp;Standard Start</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Load the position shown on the main board</source>
        <translation>Charger la position affichée sur l&apos;échiquier principal</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Invalid FEN: %1</source>
        <translation>FEN non valide : %1</translation>
    </message>
    <message>
        <source>Chess960 position</source>
        <translation>Position Chess960</translation>
    </message>
    <message>
        <source>Invalid position: %1</source>
        <translation>Position non valide : %1</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Vérification de la position</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN :</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SettingsDialog</name>
    <message>
        <source>Dark window colours</source>
        <translation>Couleurs de fenêtre sombres</translation>
    </message>
    <message>
        <source>Figurine notation (♘f3 instead of Nf3)</source>
        <translation>Notation figurine (♘f3 au lieu de Cf3)</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Afficher les coordonnées</translation>
    </message>
    <message>
        <source>Show squares the opponent attacks (threat map)</source>
        <translation>Afficher les cases attaquées par l&apos;adversaire (carte des menaces)</translation>
    </message>
    <message>
        <source>Touch move: a piece once picked up must be moved</source>
        <translation>Pièce touchée, pièce jouée : une pièce prise doit être jouée</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Starts a new variation</source>
        <translation>Commence une nouvelle variante</translation>
    </message>
    <message>
        <source>Replaces the rest of the game (undoable)</source>
        <translation>Remplace la suite de la partie (annulable)</translation>
    </message>
    <message>
        <source>Board colours</source>
        <translation>Couleurs de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Figurine notation</source>
        <translation>Notation figurine</translation>
    </message>
    <message>
        <source>A move in the middle of a game</source>
        <translation>Un coup au milieu de la partie</translation>
    </message>
    <message>
        <source>Threat map</source>
        <translation>Carte des menaces</translation>
    </message>
    <message>
        <source>Touch move</source>
        <translation>Pièce touchée</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Temps du moteur par coup</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Board colours:</source>
        <translation>Couleurs de l&apos;échiquier :</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Pièces :</translation>
    </message>
    <message>
        <source>A move in the middle of a game:</source>
        <translation>Un coup au milieu de la partie :</translation>
    </message>
    <message>
        <source>Engine time per move:</source>
        <translation>Temps du moteur par coup :</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <source>Board and Notation</source>
        <translation>Échiquier et notation</translation>
    </message>
    <message>
        <source>From the side of the player at the bottom</source>
        <translation>Du côté du joueur en bas</translation>
    </message>
    <message>
        <source>From above</source>
        <translation>Vue de dessus</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Bois</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marbre</translation>
    </message>
    <message>
        <source>Plastic</source>
        <translation>Plastique</translation>
    </message>
    <message>
        <source>3D board camera</source>
        <translation>Caméra de l’échiquier 3D</translation>
    </message>
    <message>
        <source>3D board material</source>
        <translation>Matériau de l’échiquier 3D</translation>
    </message>
    <message>
        <source>3D board camera:</source>
        <translation>Caméra de l’échiquier 3D :</translation>
    </message>
    <message>
        <source>3D board material:</source>
        <translation>Matériau de l’échiquier 3D :</translation>
    </message>
    <message>
        <source>Animate moves on the 3D board (also when going through the game)</source>
        <translation>Animer les coups sur l’échiquier 3D (aussi en parcourant la partie)</translation>
    </message>
    <message>
        <source>3D board animation</source>
        <translation>Animation de l’échiquier 3D</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::SetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Échiquier de mise en place</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Speaker</name>
    <message>
        <source>Announce moves</source>
        <translation>Annoncer les coups</translation>
    </message>
    <message>
        <source>Speak every move and the result in the language of the user interface</source>
        <translation>Dire chaque coup et le résultat dans la langue de l&apos;interface</translation>
    </message>
    <message>
        <source>Spoken moves: not available in this build (Qt TextToSpeech was not found).</source>
        <translation>Coups à voix haute : non disponible dans cette version (Qt TextToSpeech introuvable).</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::StandingsModel</name>
    <message>
        <source>one-sided</source>
        <translation>unilatéral</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>V-D-N</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Buchholz</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::Status</name>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Échec et mat — les Blancs gagnent</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Échec et mat — les Noirs gagnent</translation>
    </message>
    <message>
        <source>Stalemate — draw</source>
        <translation>Pat — partie nulle</translation>
    </message>
    <message>
        <source>Draw by insufficient material</source>
        <translation>Nulle par matériel insuffisant</translation>
    </message>
    <message>
        <source>Draw by the 75-move rule</source>
        <translation>Nulle par la règle des 75 coups</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Nulle par quintuple répétition</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Les Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Les Noirs</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>%1 may claim a draw (threefold repetition)</source>
        <translation>%1 peuvent réclamer la nulle (triple répétition)</translation>
    </message>
    <message>
        <source>%1 may claim a draw (50-move rule)</source>
        <translation>%1 peuvent réclamer la nulle (règle des 50 coups)</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseLibrary</name>
    <message>
        <source>The endgame tablebases in %1 cannot be used: %2</source>
        <translation>Les tables de finales de %1 sont inutilisables : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TablebaseView</name>
    <message>
        <source>Endgame tablebase</source>
        <translation>Table de finales</translation>
    </message>
    <message>
        <source>Tablebase: draw</source>
        <translation>Table de finales : nulle</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, mate in %n</source>
        <translation>
            <numerusform>Table de finales : les Blancs gagnent, mat en %n coup</numerusform>
            <numerusform>Table de finales : les Blancs gagnent, mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, mate in %n</source>
        <translation>
            <numerusform>Table de finales : les Noirs gagnent, mat en %n coup</numerusform>
            <numerusform>Table de finales : les Noirs gagnent, mat en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Tablebase: White wins, Black is checkmated</source>
        <translation>Table de finales : les Blancs gagnent, les Noirs sont mat</translation>
    </message>
    <message>
        <source>Tablebase: Black wins, White is checkmated</source>
        <translation>Table de finales : les Noirs gagnent, les Blancs sont mat</translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: White wins, Black is mated in %n</source>
        <translation>
            <numerusform>Table de finales : les Blancs gagnent, les Noirs sont mat en %n coup</numerusform>
            <numerusform>Table de finales : les Blancs gagnent, les Noirs sont mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tablebase: Black wins, White is mated in %n</source>
        <translation>
            <numerusform>Table de finales : les Noirs gagnent, les Blancs sont mat en %n coup</numerusform>
            <numerusform>Table de finales : les Noirs gagnent, les Blancs sont mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mate in %n</source>
        <translation>
            <numerusform>mat en %n coup</numerusform>
            <numerusform>mat en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mated in %n</source>
        <translation>
            <numerusform>mat subi en %n coup</numerusform>
            <numerusform>mat subi en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n de plus</numerusform>
            <numerusform>%n de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>Best: %1 (%2)</source>
        <translation>Meilleurs : %1 (%2)</translation>
    </message>
    <message>
        <source>Gaviota endgame tablebases: the result with best play on both sides and the distance to mate</source>
        <translation>Tables de finales Gaviota : le résultat avec le meilleur jeu des deux côtés et la distance au mat</translation>
    </message>
    <message>
        <source>Tablebase result</source>
        <translation>Résultat de la table de finales</translation>
    </message>
    <message>
        <source>Tablebase best moves</source>
        <translation>Meilleurs coups de la table de finales</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentSetup</name>
    <message>
        <source>Kibitz (built-in engine)</source>
        <translation>Kibitz (moteur intégré)</translation>
    </message>
    <message>
        <source>Engines (the order is the seeding)</source>
        <translation>Moteurs (l&apos;ordre est celui des têtes de série)</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formule</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>Toutes rondes</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against the others)</source>
        <translation>Gauntlet (le premier moteur contre les autres)</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>Élimination directe</translation>
    </message>
    <message>
        <source>Swiss (FIDE Dutch system)</source>
        <translation>Système suisse (système hollandais FIDE)</translation>
    </message>
    <message>
        <source>SPRT (two engines)</source>
        <translation>SPRT (deux moteurs)</translation>
    </message>
    <message>
        <source>Elo 0</source>
        <translation>Elo 0</translation>
    </message>
    <message>
        <source>Elo 1</source>
        <translation>Elo 1</translation>
    </message>
    <message>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formule :</translation>
    </message>
    <message>
        <source>Games at once:</source>
        <translation>Parties simultanées :</translation>
    </message>
    <message>
        <source>Event:</source>
        <translation>Événement :</translation>
    </message>
    <message>
        <source>Rounds:</source>
        <translation>Rondes :</translation>
    </message>
    <message>
        <source>Games per match:</source>
        <translation>Parties par match :</translation>
    </message>
    <message>
        <source>Cycles:</source>
        <translation>Cycles :</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <source>none: every game from the start position</source>
        <translation>aucune : chaque partie depuis la position initiale</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Openings (*.pgn *.epd)</source>
        <translation>Ouvertures (*.pgn *.epd)</translation>
    </message>
    <message>
        <source>In file order</source>
        <translation>Dans l&apos;ordre du fichier</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>all</source>
        <translation>tous</translation>
    </message>
    <message>
        <source>Each opening twice, colours reversed</source>
        <translation>Chaque ouverture deux fois, couleurs inversées</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier :</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordre :</translation>
    </message>
    <message>
        <source>Random seed:</source>
        <translation>Graine aléatoire :</translation>
    </message>
    <message>
        <source>Plies of each:</source>
        <translation>Demi-coups de chacune :</translation>
    </message>
    <message>
        <source>Adjudication</source>
        <translation>Arbitrage</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source> cp</source>
        <translation> cp</translation>
    </message>
    <message>
        <source>moves beyond</source>
        <translation>coups au-delà de</translation>
    </message>
    <message>
        <source>moves within</source>
        <translation>coups en deçà de</translation>
    </message>
    <message>
        <source>from move</source>
        <translation>à partir du coup</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>By the Gaviota tablebases of Settings › Book and Tablebases</source>
        <translation>Par les tables de finales Gaviota de Paramètres › Bibliothèque et tables de finales</translation>
    </message>
    <message>
        <source>Resign:</source>
        <translation>Abandon :</translation>
    </message>
    <message>
        <source>Draw:</source>
        <translation>Nulle :</translation>
    </message>
    <message>
        <source>Maximum moves:</source>
        <translation>Coups au maximum :</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>next to the games, ending in .tournament</source>
        <translation>à côté des parties, avec l&apos;extension .tournament</translation>
    </message>
    <message>
        <source>Games (PGN):</source>
        <translation>Parties (PGN) :</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Tournament file:</source>
        <translation>Fichier du tournoi :</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament)</source>
        <translation>Tournois (*.tournament)</translation>
    </message>
    <message>
        <source>Every game is added to the PGN the moment it ends; the tournament file keeps where the tournament stands, so that it can be paused, closed and resumed.</source>
        <translation>Chaque partie est ajoutée au PGN dès qu&apos;elle se termine ; le fichier du tournoi garde où en est le tournoi, pour qu&apos;il puisse être mis en pause, fermé et repris.</translation>
    </message>
    <message>
        <source>Double-click a cell to edit it. Time controls: 60+0.6 (seconds, plus an increment per move), 40/90+30, st=1 (seconds per move), depth=8, nodes=50000. Options: Hash=64; Threads=1.</source>
        <translation>Double-cliquez sur une cellule pour la modifier. Cadences : 60+0.6 (secondes, plus un incrément par coup), 40/90+30, st=1 (secondes par coup), depth=8, nodes=50000. Options : Hash=64; Threads=1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TournamentWindow</name>
    <message>
        <source>Engine Tournament — Kibitz</source>
        <translation>Tournoi de moteurs — Kibitz</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Live Games</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Set up a new tournament</source>
        <translation>Configurer un nouveau tournoi</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Reopen a tournament from its tournament file, to see it or to go on with it</source>
        <translation>Rouvrir un tournoi depuis son fichier, pour le consulter ou le poursuivre</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Let the running games finish, then stop; Start goes on</source>
        <translation>Laisser finir les parties en cours, puis s&apos;arrêter ; Démarrer reprend</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>Ouvrir le PGN</translation>
    </message>
    <message>
        <source>Open the tournament&apos;s games as a database tab of the main window</source>
        <translation>Ouvrir les parties du tournoi dans un onglet de base de la fenêtre principale</translation>
    </message>
    <message>
        <source>Open Tournament</source>
        <translation>Ouvrir un tournoi</translation>
    </message>
    <message>
        <source>Tournaments (*.tournament);;All files (*)</source>
        <translation>Tournois (*.tournament);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 holds no games yet.</source>
        <translation>%1 ne contient encore aucune partie.</translation>
    </message>
    <message>
        <source>A tournament is running: pause it first.</source>
        <translation>Un tournoi est en cours : mettez-le d&apos;abord en pause.</translation>
    </message>
    <message>
        <source>Tournament Running</source>
        <translation>Tournoi en cours</translation>
    </message>
    <message>
        <source>Games are being played. Stop them now (they are played again when the tournament is resumed), or let them finish first?</source>
        <translation>Des parties sont en cours. Les arrêter maintenant (elles seront rejouées à la reprise du tournoi), ou les laisser finir d&apos;abord ?</translation>
    </message>
    <message>
        <source>Stop Now</source>
        <translation>Arrêter maintenant</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Set the tournament up, then Start.</source>
        <translation>Configurez le tournoi, puis Démarrer.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played</source>
        <translation>
            <numerusform>%n partie jouée</numerusform>
            <numerusform>%n parties jouées</numerusform>
        </translation>
    </message>
    <message>
        <source>Finished (%1): %2</source>
        <translation>Terminé (%1) : %2</translation>
    </message>
    <message numerus="yes">
        <source>Pausing: %1; %n game(s) finishing</source>
        <translation>
            <numerusform>Mise en pause : %1 ; %n partie se termine</numerusform>
            <numerusform>Mise en pause : %1 ; %n parties se terminent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n game(s) running</source>
        <translation>
            <numerusform>%1 ; %n partie en cours</numerusform>
            <numerusform>%1 ; %n parties en cours</numerusform>
        </translation>
    </message>
    <message>
        <source>Paused: %1. Resume goes on.</source>
        <translation>En pause : %1. Reprendre le poursuit.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingJob</name>
    <message>
        <source>The database cannot be searched: %1</source>
        <translation>La base ne peut pas être interrogée : %1</translation>
    </message>
    <message>
        <source>Loading the search index… %1%</source>
        <translation>Chargement de l’index de recherche… %1%</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Lecture des parties…</translation>
    </message>
    <message>
        <source>Open a database of games first: its games are the reference.</source>
        <translation>Ouvrez d’abord une base de parties : ses parties servent de référence.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingStatsView</name>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelles</translation>
    </message>
    <message>
        <source>Learning</source>
        <translation>En apprentissage</translation>
    </message>
    <message>
        <source>Due today</source>
        <translation>À revoir aujourd’hui</translation>
    </message>
    <message>
        <source>In review</source>
        <translation>En révision</translation>
    </message>
    <message>
        <source>Mature</source>
        <translation>Acquises</translation>
    </message>
    <message>
        <source>Lapses</source>
        <translation>Oublis</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>À revoir maintenant</translation>
    </message>
    <message>
        <source>Cards falling due on each of the next 30 days</source>
        <translation>Cartes à revoir chacun des 30 prochains jours</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TrainingWindows</name>
    <message>
        <source>Clipboard</source>
        <translation>Presse-papiers</translation>
    </message>
    <message>
        <source>Add %1 from the opening tree</source>
        <translation>Ajouter %1 depuis l’arbre des ouvertures</translation>
    </message>
    <message>
        <source>&amp;Repertoire Training…</source>
        <translation>Entraînement au ré&amp;pertoire…</translation>
    </message>
    <message>
        <source>Build an opening repertoire, drill it, and check it against databases and your games</source>
        <translation>Construire un répertoire d’ouvertures, s’y entraîner et le confronter aux bases et à vos parties</translation>
    </message>
    <message>
        <source>Add Move to Repertoire</source>
        <translation>Ajouter le coup au répertoire</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::TreeDock</name>
    <message>
        <source>Open a file with several games to see its opening tree.</source>
        <translation>Ouvrez un fichier de plusieurs parties pour voir son arbre des ouvertures.</translation>
    </message>
    <message>
        <source>The positions could not be indexed: %1</source>
        <translation>Les positions n&apos;ont pas pu être indexées : %1</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>Opening Tree</source>
        <translation>Arbre des ouvertures</translation>
    </message>
    <message>
        <source>Whole database</source>
        <translation>Toute la base</translation>
    </message>
    <message>
        <source>Current filter</source>
        <translation>Filtre actuel</translation>
    </message>
    <message>
        <source>The games the tree counts: all of the database, or those the game list shows</source>
        <translation>Les parties comptées par l&apos;arbre : toute la base ou celles de la liste</translation>
    </message>
    <message>
        <source>Games counted</source>
        <translation>Parties comptées</translation>
    </message>
    <message>
        <source>Indexing positions… %p%</source>
        <translation>Indexation des positions… %p%</translation>
    </message>
    <message>
        <source>Position indexing progress</source>
        <translation>Progression de l&apos;indexation des positions</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Opening tree</source>
        <translation>Arbre des ouvertures</translation>
    </message>
    <message>
        <source>A click or Enter plays the move on the board</source>
        <translation>Un clic ou Entrée joue le coup sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Games of This Position</source>
        <translation>&amp;Parties de cette position</translation>
    </message>
    <message>
        <source>Shows the games that reach the board&apos;s position in the game list</source>
        <translation>Affiche dans la liste les parties qui atteignent la position de l&apos;échiquier</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardArea</name>
    <message>
        <source>3D variant board</source>
        <translation>Échiquier de variante 3D</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Échiquier &amp;3D</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Affiche l’échiquier en trois dimensions (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>L’échiquier 3D n’est pas disponible : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantBoardWidget</name>
    <message>
        <source>Variant board</source>
        <translation>Échiquier de variante</translation>
    </message>
    <message>
        <source>That piece has no legal move.</source>
        <translation>Cette pièce n’a aucun coup légal.</translation>
    </message>
    <message>
        <source>Not a legal move under the rules of %1.</source>
        <translation>Coup illégal selon les règles de %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantDesignerDialog</name>
    <message>
        <source>The pawn&apos;s moves are fixed (fmWfcF); its double step and promotion are rules of the variant below. Add a piece for other moves.</source>
        <translation>Les déplacements du pion sont fixes (fmWfcF) ; son double pas et sa promotion sont des règles de la variante ci-dessous. Ajoutez une pièce pour d&apos;autres déplacements.</translation>
    </message>
    <message>
        <source>Variant Designer</source>
        <translation>Concepteur de variantes</translation>
    </message>
    <message>
        <source>Start fro&amp;m:</source>
        <translation>P&amp;artir de :</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>Loads a built-in variant or a section of the loaded variants.ini into the designer</source>
        <translation>Charge dans le concepteur une variante intégrée ou une section du variants.ini chargé</translation>
    </message>
    <message>
        <source>&amp;Load variants.ini…</source>
        <translation>&amp;Charger variants.ini…</translation>
    </message>
    <message>
        <source>Reads the variant definitions of a variants.ini file (Fairy-Stockfish&apos;s format)</source>
        <translation>Lit les définitions de variantes d&apos;un fichier variants.ini (format de Fairy-Stockfish)</translation>
    </message>
    <message>
        <source>S&amp;ave variants.ini…</source>
        <translation>E&amp;nregistrer variants.ini…</translation>
    </message>
    <message>
        <source>Writes this variant as a section of a variants.ini file; the file&apos;s other sections are kept</source>
        <translation>Écrit cette variante comme section d&apos;un fichier variants.ini ; les autres sections du fichier sont conservées</translation>
    </message>
    <message>
        <source>&amp;Variant name:</source>
        <translation>Nom de la &amp;variante :</translation>
    </message>
    <message>
        <source>Variant name</source>
        <translation>Nom de la variante</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Pièces :</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Add Pi&amp;ece</source>
        <translation>A&amp;jouter une pièce</translation>
    </message>
    <message>
        <source>Adds a custom piece (at most %1 besides the six orthodox ones)</source>
        <translation>Ajoute une pièce personnalisée (au plus %1 en plus des six orthodoxes)</translation>
    </message>
    <message>
        <source>&amp;Remove Piece</source>
        <translation>&amp;Retirer la pièce</translation>
    </message>
    <message>
        <source>Le&amp;tter:</source>
        <translation>&amp;Lettre :</translation>
    </message>
    <message>
        <source>Piece letter</source>
        <translation>Lettre de la pièce</translation>
    </message>
    <message>
        <source>The piece&apos;s letter in FEN and in moves (a-z; White&apos;s pieces are written in capitals)</source>
        <translation>La lettre de la pièce dans la FEN et les coups (a-z ; les pièces blanches s&apos;écrivent en majuscules)</translation>
    </message>
    <message>
        <source>Piece &amp;name:</source>
        <translation>No&amp;m de la pièce :</translation>
    </message>
    <message>
        <source>Piece name</source>
        <translation>Nom de la pièce</translation>
    </message>
    <message>
        <source>Pict&amp;ure:</source>
        <translation>&amp;Image :</translation>
    </message>
    <message>
        <source>Piece picture</source>
        <translation>Image de la pièce</translation>
    </message>
    <message>
        <source>R&amp;oyal</source>
        <translation>R&amp;oyale</translation>
    </message>
    <message>
        <source>The piece that must not be left in check and is checkmated (exactly one type)</source>
        <translation>La pièce qui ne doit pas rester en échec et qui est mise en mat (exactement un type)</translation>
    </message>
    <message>
        <source>Start &amp;FEN:</source>
        <translation>&amp;FEN initiale :</translation>
    </message>
    <message>
        <source>Start position (FEN)</source>
        <translation>Position initiale (FEN)</translation>
    </message>
    <message>
        <source>&amp;Castling</source>
        <translation>Ro&amp;que</translation>
    </message>
    <message>
        <source>Promotion t&amp;ypes:</source>
        <translation>&amp;Types de promotion :</translation>
    </message>
    <message>
        <source>Promotion types</source>
        <translation>Types de promotion</translation>
    </message>
    <message>
        <source>The letters of the pieces a pawn may promote to, in the order offered</source>
        <translation>Les lettres des pièces en lesquelles un pion peut être promu, dans l&apos;ordre proposé</translation>
    </message>
    <message>
        <source>Promotion ran&amp;k:</source>
        <translation>Rang&amp;ée de promotion :</translation>
    </message>
    <message>
        <source>Promotion rank</source>
        <translation>Rangée de promotion</translation>
    </message>
    <message>
        <source>&amp;Double step from rank</source>
        <translation>&amp;Double pas depuis la rangée</translation>
    </message>
    <message>
        <source>Double step rank</source>
        <translation>Rangée du double pas</translation>
    </message>
    <message>
        <source>Definition check</source>
        <translation>Vérification de la définition</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Rapport de chargement</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is the name of a built-in variant; choose a name of your own.</source>
        <translation>« %1 » est le nom d&apos;une variante intégrée ; choisissez votre propre nom.</translation>
    </message>
    <message>
        <source>The definition is valid. From the start position White has %1 moves (perft 1); after two plies there are %2 positions (perft 2).</source>
        <translation>La définition est valide. Depuis la position initiale, les Blancs ont %1 coups (perft 1) ; après deux demi-coups il y a %2 positions (perft 2).</translation>
    </message>
    <message>
        <source>Not playable yet: %1</source>
        <translation>Pas encore jouable : %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (de %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s) loaded from %1.</source>
        <translation>
            <numerusform>%n variante chargée depuis %1.</numerusform>
            <numerusform>%n variantes chargées depuis %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>Non chargé :</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
    <message>
        <source>Not saved: cannot read %1: %2</source>
        <translation>Non enregistré : impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Saved [%1] to %2.</source>
        <translation>[%1] enregistrée dans %2.</translation>
    </message>
    <message>
        <source>Load variants.ini</source>
        <translation>Charger variants.ini</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Définitions de variantes (*.ini);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save variants.ini</source>
        <translation>Enregistrer variants.ini</translation>
    </message>
    <message>
        <source>Opens a game of this variant in the variant window</source>
        <translation>Ouvre une partie de cette variante dans la fenêtre des variantes</translation>
    </message>
    <message>
        <source>Play t&amp;his Variant</source>
        <translation>Jouer &amp;à cette variante</translation>
    </message>
    <message>
        <source>Set Up…</source>
        <translation>Mettre en place…</translation>
    </message>
    <message>
        <source>Sets up the start position on a board with this variant&apos;s pieces</source>
        <translation>Met en place la position initiale sur un échiquier avec les pièces de cette variante</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>Valeur :</translation>
    </message>
    <message>
        <source>Piece value</source>
        <translation>Valeur de la pièce</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>Estimée</translation>
    </message>
    <message>
        <source>What the piece is worth to Kibitz&apos;s engine, in centipawns (a pawn is 100). Estimated: from how many squares it reaches on an empty board</source>
        <translation>Ce que vaut la pièce pour le moteur de Kibitz, en centipions (un pion vaut 100). Estimée : d’après le nombre de cases qu’elle atteint sur un échiquier vide</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantEngine</name>
    <message>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>La variante ne peut pas être jouée : %1</translation>
    </message>
    <message>
        <source>%1 played “%2”, which is not a legal move here.</source>
        <translation>%1 a joué « %2 », qui n&apos;est pas un coup légal ici.</translation>
    </message>
    <message>
        <source>%1 resigns.</source>
        <translation>%1 abandonne.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantGameModel</name>
    <message>
        <source>The variant cannot be played: %1</source>
        <translation>La variante ne peut pas être jouée : %1</translation>
    </message>
    <message>
        <source>Not a position of this variant: %1</source>
        <translation>Ce n’est pas une position de cette variante : %1</translation>
    </message>
    <message>
        <source>The game holds a move that is not legal under these rules.</source>
        <translation>La partie contient un coup illégal selon ces règles.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantPlayWindow</name>
    <message>
        <source>Play a Variant — Kibitz</source>
        <translation>Jouer une variante — Kibitz</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Le moteur n’a trouvé aucun coup.</translation>
    </message>
    <message>
        <source>Type a move, e.g. Cg4</source>
        <translation>Saisissez un coup, p. ex. Cg4</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Saisie du coup</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <source>Start position: FEN with the variant&apos;s letters (empty: its own)</source>
        <translation>Position de départ : FEN avec les lettres de la variante (vide : la sienne)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Engine time per move</source>
        <translation>Temps du moteur par coup</translation>
    </message>
    <message>
        <source>Auto Move</source>
        <translation>Coup automatique</translation>
    </message>
    <message>
        <source>Take Back</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Variant Game</source>
        <translation>Partie de variante</translation>
    </message>
    <message>
        <source>Load variants.ini…</source>
        <translation>Charger variants.ini…</translation>
    </message>
    <message>
        <source>Load Variant Definitions</source>
        <translation>Charger des définitions de variantes</translation>
    </message>
    <message>
        <source>Variant definitions (*.ini);;All files (*)</source>
        <translation>Définitions de variantes (*.ini);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Variant Definitions</source>
        <translation>Définitions de variantes</translation>
    </message>
    <message>
        <source>Open PGN…</source>
        <translation>Ouvrir un PGN…</translation>
    </message>
    <message>
        <source>Open Variant Game</source>
        <translation>Ouvrir une partie de variante</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save PGN…</source>
        <translation>Enregistrer en PGN…</translation>
    </message>
    <message>
        <source>Save Variant Game</source>
        <translation>Enregistrer la partie de variante</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>No variant is called %1.</source>
        <translation>Aucune variante ne s’appelle %1.</translation>
    </message>
    <message>
        <source>No game in %1.</source>
        <translation>Aucune partie dans %1.</translation>
    </message>
    <message>
        <source>Read up to an error: %1</source>
        <translation>Lu jusqu’à une erreur : %1</translation>
    </message>
    <message>
        <source>Cannot write the game: %1</source>
        <translation>Impossible d’écrire la partie : %1</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Checkmate: White wins</source>
        <translation>Échec et mat : les Blancs gagnent</translation>
    </message>
    <message>
        <source>Checkmate: Black wins</source>
        <translation>Échec et mat : les Noirs gagnent</translation>
    </message>
    <message>
        <source>Stalemate: draw</source>
        <translation>Pat : partie nulle</translation>
    </message>
    <message>
        <source>, in check</source>
        <translation>, en échec</translation>
    </message>
    <message>
        <source> — a draw can be claimed</source>
        <translation> — la nulle peut être réclamée</translation>
    </message>
    <message>
        <source> — the engine is thinking</source>
        <translation> — le moteur réfléchit</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>L&apos;ordinateur joue : aucun camp</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>L&apos;ordinateur joue : les Blancs</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>L&apos;ordinateur joue : les Noirs</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>L&apos;ordinateur joue : les deux camps</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>L&apos;ordinateur joue</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Engine analysis</source>
        <translation>Analyse du moteur</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>The engine that plays and analyses: Kibitz&apos;s own, or an external engine from the settings (Fairy-Stockfish plays many variants)</source>
        <translation>Le moteur qui joue et analyse : celui de Kibitz ou un moteur externe des paramètres (Fairy-Stockfish joue de nombreuses variantes)</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Set Up Position…</source>
        <translation>Mettre en place une position…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Insufficient material: draw</source>
        <translation>Matériel insuffisant : nulle</translation>
    </message>
    <message>
        <source>Both kings reached the eighth rank: draw</source>
        <translation>Les deux rois sur la huitième rangée : nulle</translation>
    </message>
    <message>
        <source>Third check: White wins</source>
        <translation>Troisième échec : les Blancs gagnent</translation>
    </message>
    <message>
        <source>Third check: Black wins</source>
        <translation>Troisième échec : les Noirs gagnent</translation>
    </message>
    <message>
        <source>King on the hill: White wins</source>
        <translation>Roi sur la colline : les Blancs gagnent</translation>
    </message>
    <message>
        <source>King on the hill: Black wins</source>
        <translation>Roi sur la colline : les Noirs gagnent</translation>
    </message>
    <message>
        <source>King exploded: White wins</source>
        <translation>Roi explosé : les Blancs gagnent</translation>
    </message>
    <message>
        <source>King exploded: Black wins</source>
        <translation>Roi explosé : les Noirs gagnent</translation>
    </message>
    <message>
        <source>King reached the eighth rank: White wins</source>
        <translation>Roi sur la huitième rangée : les Blancs gagnent</translation>
    </message>
    <message>
        <source>King reached the eighth rank: Black wins</source>
        <translation>Roi sur la huitième rangée : les Noirs gagnent</translation>
    </message>
    <message>
        <source>The horde is destroyed: Black wins</source>
        <translation>La horde est détruite : les Noirs gagnent</translation>
    </message>
    <message>
        <source>No pieces left: White wins</source>
        <translation>Plus aucune pièce : les Blancs gagnent</translation>
    </message>
    <message>
        <source>No pieces left: Black wins</source>
        <translation>Plus aucune pièce : les Noirs gagnent</translation>
    </message>
    <message>
        <source>No legal moves left: White wins</source>
        <translation>Plus aucun coup légal : les Blancs gagnent</translation>
    </message>
    <message>
        <source>No legal moves left: Black wins</source>
        <translation>Plus aucun coup légal : les Noirs gagnent</translation>
    </message>
    <message>
        <source> — checks given: White %1, Black %2 of %3</source>
        <translation> — échecs donnés : Blancs %1, Noirs %2 sur %3</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lignes : </translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Nombre de lignes</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupBoard</name>
    <message>
        <source>Set-up board</source>
        <translation>Échiquier de mise en place</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1 : vide</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupDialog</name>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>Castling rights</source>
        <translation>Droits de roque</translation>
    </message>
    <message>
        <source>Set Up Variant Position</source>
        <translation>Mettre en place une position de variante</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Trait</translation>
    </message>
    <message>
        <source>White O-O</source>
        <translation>Blancs O-O</translation>
    </message>
    <message>
        <source>White O-O-O</source>
        <translation>Blancs O-O-O</translation>
    </message>
    <message>
        <source>Black O-O</source>
        <translation>Noirs O-O</translation>
    </message>
    <message>
        <source>Black O-O-O</source>
        <translation>Noirs O-O-O</translation>
    </message>
    <message>
        <source>A right needs the royal piece on its e-file square and the castling piece in the corner</source>
        <translation>Un droit exige la pièce royale sur sa case de la colonne e et la pièce de roque dans le coin</translation>
    </message>
    <message>
        <source>Half-moves since the last capture or pawn move</source>
        <translation>Demi-coups depuis la dernière prise ou le dernier coup de pion</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>En &amp;passant :</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Compteur de demi-coups :</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numéro du c&amp;oup :</translation>
    </message>
    <message>
        <source>&amp;Start Position</source>
        <translation>Position &amp;initiale</translation>
    </message>
    <message>
        <source>The variant&apos;s start position</source>
        <translation>La position initiale de la variante</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Vider l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>FE&amp;N:</source>
        <translation>F&amp;EN :</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Position en FEN</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>Vérification de la position</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Not a FEN, column %1: %2</source>
        <translation>Pas un FEN, colonne %1 : %2</translation>
    </message>
    <message>
        <source>Not a FEN: %1</source>
        <translation>Pas un FEN : %1</translation>
    </message>
    <message>
        <source>%1 does not allow this position: %2</source>
        <translation>%1 n’admet pas cette position : %2</translation>
    </message>
    <message>
        <source>The variant cannot be set up: %1</source>
        <translation>Impossible de mettre en place la variante : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupModel</name>
    <message>
        <source>No variant is set.</source>
        <translation>Aucune variante n’est choisie.</translation>
    </message>
    <message>
        <source>a FEN has 4 to 6 fields: placement, side, castling, en passant</source>
        <translation>un FEN a 4 à 6 champs : placement, trait, roque, en passant</translation>
    </message>
    <message>
        <source>a FEN has at most 6 fields</source>
        <translation>un FEN a au plus 6 champs</translation>
    </message>
    <message>
        <source>the side to move is &apos;w&apos; or &apos;b&apos;</source>
        <translation>le trait est &apos;w&apos; ou &apos;b&apos;</translation>
    </message>
    <message>
        <source>castling rights are &apos;-&apos; or each of K, Q, k, q at most once</source>
        <translation>les droits de roque sont &apos;-&apos; ou chacun de K, Q, k, q au plus une fois</translation>
    </message>
    <message>
        <source>the en-passant field is &apos;-&apos; or a square</source>
        <translation>le champ en passant est &apos;-&apos; ou une case</translation>
    </message>
    <message>
        <source>the halfmove clock is a whole number</source>
        <translation>le compteur de demi-coups est un nombre entier</translation>
    </message>
    <message>
        <source>the move number is a number from 1 up</source>
        <translation>le numéro du coup est un nombre à partir de 1</translation>
    </message>
    <message>
        <source>The royal piece cannot stand anywhere without giving check.</source>
        <translation>La pièce royale ne peut se placer nulle part sans donner échec.</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::VariantSetupPalette</name>
    <message>
        <source>piece</source>
        <translation>pièce</translation>
    </message>
    <message>
        <source>White %1 (%2)</source>
        <translation>%1 blanc (%2)</translation>
    </message>
    <message>
        <source>Black %1 (%2)</source>
        <translation>%1 noir (%2)</translation>
    </message>
    <message>
        <source>Eraser: a click on the board removes the piece there</source>
        <translation>Gomme : un clic sur l’échiquier retire la pièce qui s’y trouve</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
</context>
<context>
    <name>kibitz::gui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copier la &amp;FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN/PGN</source>
        <translation>Co&amp;ller FEN/PGN</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>First Move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <source>Previous Move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next Move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Last Move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <source>Previous Variation</source>
        <translation>Variante précédente</translation>
    </message>
    <message>
        <source>Next Variation</source>
        <translation>Variante suivante</translation>
    </message>
    <message>
        <source>&amp;Auto Move</source>
        <translation>Coup &amp;automatique</translation>
    </message>
    <message>
        <source>The engine plays a move for the side to move (Ctrl+M)</source>
        <translation>Le moteur joue un coup pour le camp au trait (Ctrl+M)</translation>
    </message>
    <message>
        <source>S&amp;top Engine</source>
        <translation>A&amp;rrêter le moteur</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Dark Colours</source>
        <translation>Couleurs &amp;sombres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;À propos de Kibitz</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>Nouvelle partie (Ctrl+N)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Open a PGN file (Ctrl+O)</source>
        <translation>Ouvrir un fichier PGN (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Save the game (Ctrl+S)</source>
        <translation>Enregistrer la partie (Ctrl+S)</translation>
    </message>
    <message>
        <source>Engine strength</source>
        <translation>Force du moteur</translation>
    </message>
    <message>
        <source>%1 (~%2)</source>
        <translation>%1 (~%2)</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>L&apos;ordinateur joue</translation>
    </message>
    <message>
        <source>Computer plays: none</source>
        <translation>L&apos;ordinateur joue : aucun camp</translation>
    </message>
    <message>
        <source>Computer plays: White</source>
        <translation>L&apos;ordinateur joue : les Blancs</translation>
    </message>
    <message>
        <source>Computer plays: Black</source>
        <translation>L&apos;ordinateur joue : les Noirs</translation>
    </message>
    <message>
        <source>Computer plays: both</source>
        <translation>L&apos;ordinateur joue : les deux camps</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Pleine puissance</translation>
    </message>
    <message>
        <source>Which side the engine plays by itself</source>
        <translation>Le camp que le moteur joue de lui-même</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>Copy P&amp;GN</source>
        <translation>Copier le &amp;PGN</translation>
    </message>
    <message>
        <source>Set Up P&amp;osition…</source>
        <translation>Mettre en place une pos&amp;ition…</translation>
    </message>
    <message>
        <source>&amp;3D Board</source>
        <translation>Échiquier &amp;3D</translation>
    </message>
    <message>
        <source>Shows the board in three dimensions (Ctrl+3)</source>
        <translation>Affiche l’échiquier en trois dimensions (Ctrl+3)</translation>
    </message>
    <message>
        <source>The 3D board is not available: %1</source>
        <translation>L’échiquier 3D n’est pas disponible : %1</translation>
    </message>
    <message>
        <source>A game of a chess variant with its own pieces, in a window of its own</source>
        <translation>Une partie d’une variante d’échecs avec ses propres pièces, dans sa propre fenêtre</translation>
    </message>
    <message>
        <source>&amp;Variant Designer…</source>
        <translation>Concepteur de &amp;variantes…</translation>
    </message>
    <message>
        <source>Defines variants with pieces of your own and saves them as variants.ini sections</source>
        <translation>Définit des variantes avec vos propres pièces et les enregistre comme sections de variants.ini</translation>
    </message>
    <message>
        <source>&amp;Play a Variant…</source>
        <translation>&amp;Jouer une variante…</translation>
    </message>
    <message>
        <source>Engine T&amp;ournament…</source>
        <translation>T&amp;ournoi de moteurs…</translation>
    </message>
    <message>
        <source>Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own</source>
        <translation>Des moteurs jouent un tournoi toutes rondes, gauntlet, à élimination directe ou au système suisse, dans une fenêtre à part</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple Games</source>
        <translation>Ouvrir les parties d&apos;e&amp;xemple</translation>
    </message>
</context>
<context>
    <name>kibitz::tournament::TournamentRunner</name>
    <message>
        <source>The game could not be written to the PGN: %1. The tournament stops; it can be resumed.</source>
        <translation>La partie n&apos;a pas pu être écrite dans le PGN : %1. Le tournoi s&apos;arrête ; il peut être repris.</translation>
    </message>
    <message>
        <source>The tournament state could not be written: %1. The tournament stops.</source>
        <translation>L&apos;état du tournoi n&apos;a pas pu être écrit : %1. Le tournoi s&apos;arrête.</translation>
    </message>
    <message>
        <source>Cannot read the openings file %1.</source>
        <translation>Impossible de lire le fichier d&apos;ouvertures %1.</translation>
    </message>
    <message>
        <source>The openings file %1 changed since the tournament began; the tournament needs the same openings to continue with the same games.</source>
        <translation>Le fichier d&apos;ouvertures %1 a changé depuis le début du tournoi ; le tournoi a besoin des mêmes ouvertures pour continuer avec les mêmes parties.</translation>
    </message>
    <message>
        <source>The book of %1: %2</source>
        <translation>La bibliothèque de %1 : %2</translation>
    </message>
    <message>
        <source>The tablebases at %1: %2</source>
        <translation>Les tables de finales de %1 : %2</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another state file.</source>
        <translation>%1 contient déjà un tournoi : reprenez-le, ou choisissez un autre fichier d&apos;état.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) found in the PGN and counted</source>
        <translation>
            <numerusform>%n partie trouvée dans le PGN et comptée</numerusform>
            <numerusform>%n parties trouvées dans le PGN et comptées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes of an unfinished write cut from the PGN</source>
        <translation>%1 octets d&apos;une écriture inachevée retirés du PGN</translation>
    </message>
    <message numerus="yes">
        <source>%n interrupted game(s) to be played again</source>
        <translation>
            <numerusform>%n partie interrompue sera rejouée</numerusform>
            <numerusform>%n parties interrompues seront rejouées</numerusform>
        </translation>
    </message>
</context>
</TS>
