<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ArchivePanel</name>
    <message>
        <source>Empty: add a folder to it.</source>
        <translation>Vide : ajoutez-y un dossier.</translation>
    </message>
    <message>
        <source>Archive of earlier terms</source>
        <translation>Archive des sessions précédentes</translation>
    </message>
    <message>
        <source>Check this folder against essays handed in earlier terms, kept in a file on this computer.</source>
        <translation>Comparer ce dossier aux devoirs rendus les sessions précédentes, conservés dans un fichier sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Choose archive…</source>
        <translation>Choisir une archive…</translation>
    </message>
    <message>
        <source>Open an archive file, or name a new one to create it</source>
        <translation>Ouvrir un fichier d&apos;archive, ou en nommer un nouveau pour le créer</translation>
    </message>
    <message>
        <source>Add this folder to the archive…</source>
        <translation>Ajouter ce dossier à l&apos;archive…</translation>
    </message>
    <message>
        <source>Keep this folder&apos;s submissions in the archive under a label (e.g. the term), so that later terms are checked against them</source>
        <translation>Conserver les copies de ce dossier dans l&apos;archive sous une étiquette (par ex. la session), pour que les sessions suivantes y soient comparées</translation>
    </message>
    <message>
        <source>Stop using the archive</source>
        <translation>Ne plus utiliser l&apos;archive</translation>
    </message>
    <message>
        <source>Compare the folder with itself only (the file is kept)</source>
        <translation>Comparer le dossier avec lui-même seulement (le fichier est conservé)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Ne plus utiliser</translation>
    </message>
    <message>
        <source>No archive: the folder is compared with itself only.</source>
        <translation>Pas d&apos;archive : le dossier est comparé avec lui-même seulement.</translation>
    </message>
    <message>
        <source>Choose an archive, or name a new one</source>
        <translation>Choisir une archive, ou en nommer une nouvelle</translation>
    </message>
    <message>
        <source>Archives (*{0} *.db);;All files (*)</source>
        <translation>Archives (*{0} *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Using the archive {0}</source>
        <translation>Archive utilisée : {0}</translation>
    </message>
    <message>
        <source>Cannot use this archive</source>
        <translation>Impossible d&apos;utiliser cette archive</translation>
    </message>
    <message>
        <source>The folder is compared with itself only.</source>
        <translation>Le dossier est comparé avec lui-même seulement.</translation>
    </message>
    <message>
        <source>Cannot add to the archive</source>
        <translation>Impossible d&apos;ajouter à l&apos;archive</translation>
    </message>
    <message>
        <source>The settings are not valid; see the panel.</source>
        <translation>Les réglages ne sont pas valides ; voir le panneau.</translation>
    </message>
    <message>
        <source>Add this folder to the archive</source>
        <translation>Ajouter ce dossier à l&apos;archive</translation>
    </message>
    <message>
        <source>Label for the submissions in {0} (the term or assignment):</source>
        <translation>Étiquette des copies de {0} (la session ou le devoir) :</translation>
    </message>
    <message>
        <source>Adding {0} to the archive under &apos;{1}&apos;…</source>
        <translation>Ajout de {0} à l&apos;archive sous « {1} »…</translation>
    </message>
    <message>
        <source>Archive: {0} documents added, {1} already there, {2} files not added</source>
        <translation>Archive : {0} documents ajoutés, {1} déjà présents, {2} fichiers non ajoutés</translation>
    </message>
    <message>
        <source>Could not add to the archive</source>
        <translation>L&apos;ajout à l&apos;archive a échoué</translation>
    </message>
    <message>
        <source>Nothing more was added to the archive.</source>
        <translation>Rien de plus n&apos;a été ajouté à l&apos;archive.</translation>
    </message>
    <message>
        <source>Adding stopped; documents already added stay in the archive.</source>
        <translation>Ajout arrêté ; les documents déjà ajoutés restent dans l&apos;archive.</translation>
    </message>
</context>
<context>
    <name>CaseFileButton</name>
    <message>
        <source>Case file…</source>
        <translation>Dossier…</translation>
    </message>
    <message>
        <source>Write this student&apos;s case file (PDF) for a head of department or an examination board: the files with their fingerprints (SHA-256), each shared passage side by side with its page, your decisions and notes with their dates</source>
        <translation>Écrire le dossier de cet élève (PDF) pour un chef de département ou un jury : les fichiers avec leurs empreintes (SHA-256), chaque passage commun côte à côte avec sa page, vos décisions et notes avec leurs dates</translation>
    </message>
    <message>
        <source>Attach the original files</source>
        <translation>Joindre les fichiers originaux</translation>
    </message>
    <message>
        <source>Put the original files inside the PDF (those proven unchanged)</source>
        <translation>Mettre les fichiers originaux dans le PDF (ceux dont on prouve qu&apos;ils n&apos;ont pas changé)</translation>
    </message>
    <message>
        <source>Case file of {0}…</source>
        <translation>Dossier de {0}…</translation>
    </message>
    <message>
        <source>Case file of {0}</source>
        <translation>Dossier de {0}</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the case file {0}</source>
        <translation>Dossier {0} écrit</translation>
    </message>
    <message>
        <source>Could not write the case file: {0}</source>
        <translation>Impossible d&apos;écrire le dossier : {0}</translation>
    </message>
    <message>
        <source>Case file</source>
        <translation>Dossier</translation>
    </message>
</context>
<context>
    <name>ChangeMarks</name>
    <message>
        <source>Changed since the results shown: applied at the next scan.</source>
        <translation>Modifié depuis les résultats affichés : appliqué à la prochaine analyse.</translation>
    </message>
    <message>
        <source>Not the default value (Restore defaults brings every setting back).</source>
        <translation>Pas la valeur par défaut (« Rétablir les valeurs par défaut » remet tous les réglages).</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Document A</source>
        <translation>Document A</translation>
    </message>
    <message>
        <source>The first document of the pair</source>
        <translation>Le premier document de la paire</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Document B</translation>
    </message>
    <message>
        <source>The second document of the pair</source>
        <translation>Le second document de la paire</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <source>The earlier term (archive label) of an archived document</source>
        <translation>La session précédente (étiquette d&apos;archive) d&apos;un document archivé</translation>
    </message>
    <message>
        <source>Found elsewhere</source>
        <translation>Trouvé ailleurs</translation>
    </message>
    <message>
        <source>Not credited</source>
        <translation>Non crédité</translation>
    </message>
    <message>
        <source>Estimated J</source>
        <translation>J estimé</translation>
    </message>
    <message>
        <source>A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from their fingerprints; the search uses it to find pairs</source>
        <translation>Une estimation rapide du recouvrement des deux textes (0 : aucun, 1 : identiques), d&apos;après leurs empreintes ; la recherche s&apos;en sert pour trouver les paires</translation>
    </message>
    <message>
        <source>Exact J</source>
        <translation>J exact</translation>
    </message>
    <message>
        <source>How much the two texts overlap: the share of all their phrases (runs of words) that they have in common; 0 nothing, 1 identical</source>
        <translation>Le recouvrement des deux textes : la part de toutes leurs expressions (suites de mots) qu&apos;ils ont en commun ; 0 rien, 1 identiques</translation>
    </message>
    <message>
        <source>Bag J</source>
        <translation>J multiensemble</translation>
    </message>
    <message>
        <source>Like exact J, but a phrase repeated counts each time (at most 0.5)</source>
        <translation>Comme le J exact, mais une expression répétée compte à chaque fois (au plus 0,5)</translation>
    </message>
    <message>
        <source>A in B</source>
        <translation>A dans B</translation>
    </message>
    <message>
        <source>How much of document A is found in document B</source>
        <translation>Quelle part du document A se trouve dans le document B</translation>
    </message>
    <message>
        <source>B in A</source>
        <translation>B dans A</translation>
    </message>
    <message>
        <source>How much of document B is found in document A</source>
        <translation>Quelle part du document B se trouve dans le document A</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>The largest share of one stretch of text (about a paragraph) found in the other document: high when a paragraph was pasted into an otherwise different essay</source>
        <translation>La plus grande part d&apos;un passage (environ un paragraphe) trouvée dans l&apos;autre document : élevée quand un paragraphe a été collé dans un devoir par ailleurs différent</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Number of shared passages</source>
        <translation>Nombre de passages communs</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Le plus long</translation>
    </message>
    <message>
        <source>Words in the longest shared passage</source>
        <translation>Mots du plus long passage commun</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Disguises found (look-alike letters, invisible characters...)</source>
        <translation>Déguisements trouvés (lettres sosies, caractères invisibles…)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Your decision about this pair and your note (kept for this folder)</source>
        <translation>Votre décision sur cette paire et votre note (conservées pour ce dossier)</translation>
    </message>
    <message>
        <source>Reworded</source>
        <translation>Reformulé</translation>
    </message>
    <message>
        <source>The share of sentences found in the other text with their words shuffled, replaced by other forms or moved (a reworded copy); 0 nothing, 1 every sentence</source>
        <translation>La part des phrases trouvées dans l&apos;autre texte avec leurs mots mélangés, remplacés par d&apos;autres formes ou déplacés (une copie reformulée) ; 0 aucune, 1 toutes</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Remis le</translation>
    </message>
    <message>
        <source>Which side handed in first, and how long before the other: an order in time, not a verdict (the earlier side may have shared a draft)</source>
        <translation>Quel côté a remis en premier, et combien de temps avant l&apos;autre : un ordre dans le temps, pas un verdict (le premier a pu partager un brouillon)</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>The student&apos;s submission</source>
        <translation>La copie de l&apos;élève</translation>
    </message>
    <message>
        <source>Shares most with</source>
        <translation>Partage le plus avec</translation>
    </message>
    <message>
        <source>The document this student shares the most text with, and how much of the student&apos;s text that is</source>
        <translation>Le document avec lequel cet élève partage le plus de texte, et quelle part de son texte cela représente</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Correspondances</translation>
    </message>
    <message>
        <source>How many documents this student shares passages with</source>
        <translation>Avec combien de documents cet élève partage des passages</translation>
    </message>
    <message>
        <source>Quoted and cited</source>
        <translation>Cité avec source</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted and cited: credit given: listed, greyed, not counted in the similarity</source>
        <translation>Part du texte de cet élève dans des passages cités avec source : crédit donné, listés, grisés, non comptés dans la similarité</translation>
    </message>
    <message>
        <source>Quoted, no citation</source>
        <translation>Cité, sans source</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted, no citation: in quotation marks, but no citation names where it is from</source>
        <translation>Part du texte de cet élève dans des passages cités sans source : entre guillemets, mais aucune référence ne dit d&apos;où ils viennent</translation>
    </message>
    <message>
        <source>Cited, no quotation marks</source>
        <translation>Sourcé, sans guillemets</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages cited, no quotation marks: a citation names the source, but the words are not marked as a quotation</source>
        <translation>Part du texte de cet élève dans des passages sourcés sans guillemets : une référence nomme la source, mais les mots ne sont pas marqués comme citation</translation>
    </message>
    <message>
        <source>Tricks found in the file: look-alike letters, invisible characters, hidden text</source>
        <translation>Astuces trouvées dans le fichier : lettres sosies, caractères invisibles, texte caché</translation>
    </message>
    <message>
        <source>Your decision about this student and your note (kept for this folder)</source>
        <translation>Votre décision sur cet élève et votre note (conservées pour ce dossier)</translation>
    </message>
    <message>
        <source>When the student handed in (UTC): from the LMS download or a class list; &quot;file time&quot; where only the file&apos;s own time was known (weaker: copying a file changes it)</source>
        <translation>Quand l&apos;élève a remis (UTC) : d&apos;après le téléchargement du LMS ou une liste de classe ; « heure du fichier » quand seule l&apos;heure du fichier était connue (moins sûr : copier un fichier la change)</translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation>Partagé par</translation>
    </message>
    <message>
        <source>How many students have this text</source>
        <translation>Combien d&apos;élèves ont ce texte</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>The text, as most of the students who have it wrote it</source>
        <translation>Le texte, tel que l&apos;a écrit la plupart des élèves qui l&apos;ont</translation>
    </message>
    <message>
        <source>Who has it</source>
        <translation>Qui l&apos;a</translation>
    </message>
    <message>
        <source>The students whose work holds this text</source>
        <translation>Les élèves dont le travail contient ce texte</translation>
    </message>
</context>
<context>
    <name>CommonModel</name>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n élève</numerusform>
            <numerusform>%n élèves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … and %n more</source>
        <translation>
            <numerusform> … et %n autre</numerusform>
            <numerusform> … et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n students: {0}</source>
        <translation>
            <numerusform>Partagé par %n élève : {0}</numerusform>
            <numerusform>Partagé par %n élèves : {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonNote</name>
    <message>
        <source>Shared by many</source>
        <translation>Partagé par beaucoup</translation>
    </message>
    <message numerus="yes">
        <source>A text shared by %n students is shown once under {0}</source>
        <translation>
            <numerusform>Un texte partagé par %n élève est montré une fois sous {0}</numerusform>
            <numerusform>Un texte partagé par %n élèves est montré une fois sous {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts shared by many students are shown once under {0}</source>
        <translation>
            <numerusform>%n texte partagé par beaucoup d&apos;élèves est montré une fois sous {0}</numerusform>
            <numerusform>%n textes partagés par beaucoup d&apos;élèves sont montrés une fois sous {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>add it as assignment text</source>
        <translation>ajoutez-le comme texte du devoir</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs share only a sentence or two each: if the class read a text, {0} (or open a pair and click Treat as assignment text under its passages)</source>
        <translation>
            <numerusform>%n paire ne partage qu&apos;une phrase ou deux : si la classe a lu un texte, {0} (ou ouvrez une paire et cliquez sur « Traiter comme texte du devoir » sous ses passages)</numerusform>
            <numerusform>%n paires ne partagent chacune qu&apos;une phrase ou deux : si la classe a lu un texte, {0} (ou ouvrez une paire et cliquez sur « Traiter comme texte du devoir » sous ses passages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonView</name>
    <message>
        <source>Texts shared by many students</source>
        <translation>Textes partagés par beaucoup d&apos;élèves</translation>
    </message>
    <message>
        <source>Treat as assignment text</source>
        <translation>Traiter comme texte du devoir</translation>
    </message>
    <message>
        <source>Add the selected text to the assignment text and scan again: it no longer counts as shared. It is saved in plagcheck&apos;s own folder, never in the students&apos; folder.</source>
        <translation>Ajouter le texte choisi au texte du devoir et analyser à nouveau : il ne compte plus comme partagé. Il est enregistré dans le dossier de plagcheck, jamais dans celui des élèves.</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once, not as copying</source>
        <translation>Texte que beaucoup d&apos;élèves partagent (un énoncé, une ligne de fiche, une citation) : montré une fois, pas comme copie</translation>
    </message>
    <message numerus="yes">
        <source>Shared by many (%n)</source>
        <translation>
            <numerusform>Partagé par beaucoup (%n)</numerusform>
            <numerusform>Partagé par beaucoup (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared by many</source>
        <translation>Partagé par beaucoup</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once here, in no pair and in no student&apos;s share.</source>
        <translation>Texte que beaucoup d&apos;élèves partagent (un énoncé, une ligne de fiche, une citation) : montré une fois ici, dans aucune paire et dans la part d&apos;aucun élève.</translation>
    </message>
    <message>
        <source>No text is shared by many students.</source>
        <translation>Aucun texte n&apos;est partagé par beaucoup d&apos;élèves.</translation>
    </message>
    <message>
        <source>Could not save the text: {0}</source>
        <translation>Impossible d&apos;enregistrer le texte : {0}</translation>
    </message>
    <message>
        <source>Added to the assignment text: scanning again…</source>
        <translation>Ajouté au texte du devoir : nouvelle analyse…</translation>
    </message>
</context>
<context>
    <name>DocumentPane</name>
    <message>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <source>Text of {0}</source>
        <translation>Texte de {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n files: </source>
        <translation>
            <numerusform>%n fichier : </numerusform>
            <numerusform>%n fichiers : </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of earlier attempts (not compared)</source>
        <translation>
            <numerusform>%n fichier de tentatives précédentes (non comparé)</numerusform>
            <numerusform>%n fichiers de tentatives précédentes (non comparés)</numerusform>
        </translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Commentaire :</translation>
    </message>
    <message>
        <source>Handed in:</source>
        <translation>Remis le :</translation>
    </message>
</context>
<context>
    <name>Exporter</name>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>Fichiers HTML (*.html)</translation>
    </message>
    <message>
        <source>Export {0}</source>
        <translation>Exporter en {0}</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>{0} already exists and was not written by plagcheck. Replace it with the report?</source>
        <translation>{0} existe déjà et n&apos;a pas été écrit par plagcheck. Le remplacer par le rapport ?</translation>
    </message>
    <message>
        <source>Wrote {0}</source>
        <translation>{0} écrit</translation>
    </message>
    <message>
        <source>Could not write the report: {0}</source>
        <translation>Impossible d&apos;écrire le rapport : {0}</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Students linked by shared text: click a student to open them, a line to open the pair; Tab goes from student to student, Enter opens</source>
        <translation>Élèves reliés par du texte partagé : cliquez sur un élève pour l&apos;ouvrir, sur une ligne pour ouvrir la paire ; Tab passe d&apos;élève en élève, Entrée ouvre</translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Aucun document ne partage de texte au-dessus des seuils</translation>
    </message>
    <message numerus="yes">
        <source>%n documents linked by shared text</source>
        <translation>
            <numerusform>%n document relié par du texte partagé</numerusform>
            <numerusform>%n documents reliés par du texte partagé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n paire signalée</numerusform>
            <numerusform>%n paires signalées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupsView</name>
    <message>
        <source>Group / document</source>
        <translation>Groupe / document</translation>
    </message>
    <message>
        <source>Reported pairs</source>
        <translation>Paires signalées</translation>
    </message>
    <message>
        <source>Students linked by reported pairs: a ring of copying shows as one group</source>
        <translation>Élèves liés par des paires signalées : un réseau de copie apparaît comme un seul groupe</translation>
    </message>
    <message>
        <source>Groups of students who share text</source>
        <translation>Groupes d&apos;élèves qui partagent du texte</translation>
    </message>
    <message numerus="yes">
        <source>Group {0}: %n documents</source>
        <translation>
            <numerusform>Groupe {0} : %n document</numerusform>
            <numerusform>Groupe {0} : %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Aucun document ne partage de texte au-dessus des seuils</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>
&lt;h2&gt;Reading a plagcheck report&lt;/h2&gt;
&lt;p&gt;plagcheck finds text that submissions share with each other, with reference texts and with
earlier terms (an archive). It shows &lt;b&gt;evidence&lt;/b&gt;: whether sharing text is misconduct is
your judgement.&lt;/p&gt;
&lt;h3&gt;Students&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Similarity&lt;/b&gt; is the share of a student&apos;s text that lies in passages also found in
another document (each passage counted once, however many documents share it). 0% means
nothing of length was shared; 100% means the whole text is found elsewhere.
&lt;b&gt;Shares most with&lt;/b&gt; names the document with the most text in common and how much of the
student&apos;s text that is. Select a student to read their text: each shared passage is coloured
by the document it is shared with; click a passage to read the two texts side by side.&lt;/p&gt;
&lt;h3&gt;Pairs&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Exact J&lt;/b&gt; (overlap): the share of all phrases of the two texts that they have in
common; 1 is identical, above 0.3 is rarely chance for essays.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Estimated J&lt;/b&gt;: the quick estimate the search used to find the pair.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A in B&lt;/b&gt; / &lt;b&gt;B in A&lt;/b&gt;: how much of one text is found in the other; high on one side
only when a short text was copied into a long one.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Local&lt;/b&gt;: the largest share of one stretch of text (a paragraph) found in the other: a
pasted paragraph in an otherwise different essay.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Passages&lt;/b&gt; and &lt;b&gt;Longest&lt;/b&gt;: the shared runs of text and the longest in words.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Flags&lt;/b&gt;: tricks found in a file (look-alike letters, invisible characters, white
text). A flag is evidence in itself.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Acting on a report&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Start with the students at the top. Open their pairs and read the passages in context.&lt;/li&gt;
&lt;li&gt;Rule out innocent sharing: quotations, the assignment&apos;s own text (add it under
&lt;i&gt;Assignment text&lt;/i&gt; so it stops counting), common phrases, group work that was allowed.&lt;/li&gt;
&lt;li&gt;Record a decision for the pair or the student (confirmed, dismissed, to discuss) and a note.
plagcheck keeps it for this folder, across restarts and new scans.&lt;/li&gt;
&lt;li&gt;Export the HTML report for a panel or a conversation: it holds the evidence, your
decisions and notes. Talk to the student before you conclude.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;A pair with a &lt;b&gt;reference text&lt;/b&gt; (a web page, a textbook chapter, a model answer you
added) says so: text shared with a source was taken from it, not from a classmate.&lt;/p&gt;
</source>
        <translation>
&lt;h2&gt;Lire un rapport plagcheck&lt;/h2&gt;
&lt;p&gt;plagcheck trouve le texte que les copies partagent entre elles, avec des textes de référence et
avec les sessions précédentes (une archive). Il montre des &lt;b&gt;preuves&lt;/b&gt; : dire si un texte
partagé est une faute relève de votre jugement.&lt;/p&gt;
&lt;h3&gt;Élèves&lt;/h3&gt;
&lt;p&gt;La &lt;b&gt;similarité&lt;/b&gt; est la part du texte d&apos;un élève qui se trouve dans des passages présents
aussi dans un autre document (chaque passage compté une fois, quel que soit le nombre de documents
qui le partagent). 0 % signifie que rien de notable n&apos;a été partagé ; 100 % que tout le texte se
trouve ailleurs. &lt;b&gt;Partage le plus avec&lt;/b&gt; nomme le document qui a le plus de texte en commun et
la part du texte de l&apos;élève que cela représente. Choisissez un élève pour lire son texte : chaque
passage partagé est coloré et numéroté selon le document avec lequel il est partagé ; cliquez sur un
passage pour lire les deux textes côte à côte.&lt;/p&gt;
&lt;h3&gt;Paires&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;J exact&lt;/b&gt; (recouvrement) : la part de toutes les expressions des deux textes qu&apos;ils ont en
commun ; 1 signifie identiques, au-dessus de 0,3 c&apos;est rarement le hasard pour des devoirs.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;J estimé&lt;/b&gt; : l&apos;estimation rapide avec laquelle la recherche a trouvé la paire.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A dans B&lt;/b&gt; / &lt;b&gt;B dans A&lt;/b&gt; : quelle part d&apos;un texte se trouve dans l&apos;autre ; élevée
d&apos;un seul côté quand un texte court a été copié dans un long.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Local&lt;/b&gt; : la plus grande part d&apos;un passage (un paragraphe) trouvée dans l&apos;autre : un
paragraphe collé dans un devoir par ailleurs différent.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Passages&lt;/b&gt; et &lt;b&gt;Le plus long&lt;/b&gt; : les suites de texte partagées et la plus longue en
mots.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Alertes&lt;/b&gt; : astuces trouvées dans un fichier (lettres sosies, caractères invisibles, texte
blanc). Une alerte est une preuve en soi.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Agir après un rapport&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Commencez par les élèves en haut. Ouvrez leurs paires et lisez les passages dans leur
contexte.&lt;/li&gt;
&lt;li&gt;Écartez les partages innocents : citations, le texte du devoir lui-même (ajoutez-le sous
&lt;i&gt;Texte du devoir&lt;/i&gt; pour qu&apos;il ne compte plus), tournures courantes, travail de groupe
autorisé.&lt;/li&gt;
&lt;li&gt;Notez une décision pour la paire ou l&apos;élève (confirmé, écarté, à discuter) et une note.
plagcheck la conserve pour ce dossier, au fil des redémarrages et des nouvelles analyses.&lt;/li&gt;
&lt;li&gt;Exportez le rapport HTML pour une commission ou un entretien : il contient les preuves, vos
décisions et vos notes. Parlez avec l&apos;élève avant de conclure.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Une paire avec un &lt;b&gt;texte de référence&lt;/b&gt; (une page web, un chapitre de manuel, un corrigé que
vous avez ajouté) l&apos;indique : le texte partagé avec une source en a été tiré, et non copié sur un
camarade.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>see the project&apos;s page</source>
        <translation>voir la page du projet</translation>
    </message>
    <message>
        <source>A plagiarism checker for teachers: it finds the text submissions share and shows the evidence side by side. Everything runs on this computer; no text leaves it.</source>
        <translation>Un détecteur de plagiat pour les enseignants : il trouve le texte que les copies partagent et montre les preuves côte à côte. Tout se passe sur cet ordinateur ; aucun texte n&apos;en sort.</translation>
    </message>
    <message>
        <source>plagcheck is free software under the MIT licence.</source>
        <translation>plagcheck est un logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the LGPL-3.0) and these libraries:</source>
        <translation>Réalisé avec Qt for Python (PySide6, LGPL-3.0 ; Qt est © The Qt Company, sous LGPL-3.0) et ces bibliothèques :</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Composant</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Case files are set in DejaVu Sans (Bitstream Vera licence; DejaVu changes in the public domain), shipped with plagcheck.</source>
        <translation>Les dossiers sont composés en DejaVu Sans (licence Bitstream Vera ; modifications DejaVu dans le domaine public), fourni avec plagcheck.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a table, the arrow keys move between rows and typing a name&apos;s first letters jumps to it; Enter on a student opens their strongest pair, on a pair its passages.</source>
        <translation>Tab passe d&apos;un volet à l&apos;autre dans l&apos;ordre où ils apparaissent (Maj+Tab pour revenir) ; dans un tableau, les flèches passent d&apos;une ligne à l&apos;autre et taper les premières lettres d&apos;un nom y mène ; Entrée sur un élève ouvre sa paire la plus forte, sur une paire ses passages.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Guide de plagcheck</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>À propos de plagcheck</translation>
    </message>
</context>
<context>
    <name>HistogramView</name>
    <message>
        <source>Histogram of the pairs&apos; similarity</source>
        <translation>Histogramme de la similarité des paires</translation>
    </message>
    <message>
        <source>Exact Jaccard of a verified pair</source>
        <translation>Jaccard exact d&apos;une paire vérifiée</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>seuil</translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins: most pairs sit near 0.</source>
        <translation>Là où le recouvrement ordinaire de la classe s&apos;arrête et où la copie commence : la plupart des paires sont près de 0.</translation>
    </message>
    <message>
        <source>{0} to {1}: {2}</source>
        <translation>{0} à {1} : {2}</translation>
    </message>
    <message>
        <source>No verified pairs yet.</source>
        <translation>Pas encore de paires vérifiées.</translation>
    </message>
    <message>
        <source>Verified pairs by exact Jaccard: {0}.</source>
        <translation>Paires vérifiées par Jaccard exact : {0}.</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>toutes les paires</translation>
    </message>
    <message>
        <source>LSH candidates</source>
        <translation>candidats LSH</translation>
    </message>
    <message numerus="yes">
        <source>%n verified pairs ({0}).</source>
        <translation>
            <numerusform>%n paire vérifiée ({0}).</numerusform>
            <numerusform>%n paires vérifiées ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins.</source>
        <translation>Là où le recouvrement ordinaire de la classe s&apos;arrête et où la copie commence.</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>documents</source>
        <translation>documents</translation>
    </message>
    <message>
        <source>, dump of {0}</source>
        <translation>, dump du {0}</translation>
    </message>
    <message>
        <source>{0} GB</source>
        <translation>{0} Go</translation>
    </message>
    <message>
        <source>{0} MB</source>
        <translation>{0} Mo</translation>
    </message>
    <message>
        <source> — unfinished: run &apos;plagcheck library build&apos; again</source>
        <translation> — inachevée : relancer « plagcheck library build »</translation>
    </message>
    <message>
        <source>{0}: {1} articles, {2}</source>
        <translation>{0} : {1} articles, {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Library of sources</source>
        <translation>Bibliothèque de sources</translation>
    </message>
    <message>
        <source>Also check the folder against a library of sources kept on this computer: Wikipedia from its dump, or a school&apos;s documents (&apos;plagcheck library build&apos;)</source>
        <translation>Comparer aussi le dossier à une bibliothèque de sources conservée sur cet ordinateur : Wikipédia depuis son dump, ou les documents d&apos;un établissement (« plagcheck library build »)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose a library folder</source>
        <translation>Choisir un dossier de bibliothèque</translation>
    </message>
    <message>
        <source>Choose a library of sources…</source>
        <translation>Choisir une bibliothèque de sources…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Ne plus utiliser</translation>
    </message>
    <message>
        <source>Compare the folder without the library (it is kept)</source>
        <translation>Comparer le dossier sans la bibliothèque (elle est conservée)</translation>
    </message>
    <message>
        <source>Stop using the library</source>
        <translation>Ne plus utiliser la bibliothèque</translation>
    </message>
    <message>
        <source>Library chosen</source>
        <translation>Bibliothèque choisie</translation>
    </message>
    <message>
        <source>What the library holds</source>
        <translation>Contenu de la bibliothèque</translation>
    </message>
    <message>
        <source>Library problem</source>
        <translation>Problème de bibliothèque</translation>
    </message>
    <message>
        <source>No library: sources are not searched.</source>
        <translation>Aucune bibliothèque : les sources ne sont pas recherchées.</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Non utilisée : {0}</translation>
    </message>
    <message>
        <source>Not a library: {0} (make one with &apos;plagcheck library build&apos;)</source>
        <translation>Pas une bibliothèque : {0} (en créer une avec « plagcheck library build »)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open a folder of submissions or your learning platform&apos;s download (.zip): toolbar, File menu, or drop it on this window.</source>
        <translation>Ouvrez un dossier de copies ou le téléchargement de votre plateforme (.zip) : barre d&apos;outils, menu Fichier, ou déposez-le sur cette fenêtre.</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Every student&apos;s share of shared text, and where it is</source>
        <translation>La part de texte partagé de chaque élève, et où elle se trouve</translation>
    </message>
    <message>
        <source>Every pair of documents that share text, their scores and the text side by side</source>
        <translation>Toutes les paires de documents qui partagent du texte, leurs scores et le texte côte à côte</translation>
    </message>
    <message>
        <source>plagcheck will speak {0} when it starts next.</source>
        <translation>plagcheck parlera {0} au prochain démarrage.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip: {0}</source>
        <translation>Ni un dossier ni un .zip : {0}</translation>
    </message>
    <message>
        <source>Open a folder of submissions</source>
        <translation>Ouvrir un dossier de copies</translation>
    </message>
    <message>
        <source>Open a download of all submissions</source>
        <translation>Ouvrir un téléchargement de toutes les copies</translation>
    </message>
    <message>
        <source>Downloads of all submissions (*.zip *.ZIP);;All files (*)</source>
        <translation>Téléchargements de toutes les copies (*.zip *.ZIP);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Scanned {0} as {1}</source>
        <translation>{0} lu comme {1}</translation>
    </message>
    <message>
        <source>(every pair compared exactly)</source>
        <translation>(chaque paire comparée exactement)</translation>
    </message>
    <message>
        <source>The archive was not used</source>
        <translation>L&apos;archive n&apos;a pas été utilisée</translation>
    </message>
    <message>
        <source>The folder was compared with itself only; its results are shown.</source>
        <translation>Le dossier a été comparé avec lui-même seulement ; ses résultats sont affichés.</translation>
    </message>
    <message>
        <source>Archive not used: {0}</source>
        <translation>Archive non utilisée : {0}</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Non utilisée : {0}</translation>
    </message>
    <message>
        <source>Scan cancelled; the previous results are still shown.</source>
        <translation>Analyse annulée ; les résultats précédents restent affichés.</translation>
    </message>
    <message>
        <source>The scan failed: {0}</source>
        <translation>L&apos;analyse a échoué : {0}</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Handed in before, archived under &apos;{0}&apos;</source>
        <translation>Rendu auparavant, archivé sous « {0} »</translation>
    </message>
    <message>
        <source>Similar figures, no shared passage: nothing a teacher could read is left to show (what they share is common to the class, or is the topic&apos;s own words), so the pair is not reported</source>
        <translation>Chiffres proches, aucun passage partagé : il ne reste rien qu&apos;un enseignant puisse lire (ce qu&apos;ils partagent est commun à la classe ou ce sont les mots du sujet), la paire n&apos;est donc pas signalée</translation>
    </message>
    <message>
        <source>An LSH candidate below both thresholds: not reported</source>
        <translation>Un candidat LSH sous les deux seuils : non signalé</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s essay is found in {2}&apos;s; {3} of {2}&apos;s is found in {1}&apos;s</source>
        <translation>{0} de la copie de {1} se retrouve dans celle de {2} ; {3} de celle de {2} se retrouve dans celle de {1}</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>How likely the quick search is to find a pair, by how similar the pair is</source>
        <translation>La probabilité que la recherche rapide trouve une paire, selon la similarité de la paire</translation>
    </message>
    <message>
        <source>How many pairs have each similarity; the reported ones in red</source>
        <translation>Combien de paires ont chaque similarité ; les paires signalées en rouge</translation>
    </message>
    <message>
        <source>Students linked by shared text: a group of three or more can be a shared source or a ring</source>
        <translation>Élèves liés par du texte partagé : un groupe de trois ou plus peut être une source commune ou un réseau</translation>
    </message>
    <message>
        <source>The class as a graph: click a student to open them, a line to open the pair; the Groups tab says the same in words</source>
        <translation>La classe en graphe : cliquez sur un élève pour l&apos;ouvrir, sur une ligne pour ouvrir la paire ; l&apos;onglet Groupes dit la même chose en mots</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare, and why</source>
        <translation>Fichiers qui n&apos;ont pas pu être lus ou n&apos;avaient rien à comparer, et pourquoi</translation>
    </message>
    <message>
        <source>S-curve</source>
        <translation>Courbe en S</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramme</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groupes</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graphe</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problèmes (%n)</numerusform>
            <numerusform>Problèmes (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairsView</name>
    <message>
        <source>Filter by name…</source>
        <translation>Filtrer par nom…</translation>
    </message>
    <message>
        <source>Show only pairs where either document&apos;s name contains this text</source>
        <translation>N&apos;afficher que les paires dont le nom d&apos;un des documents contient ce texte</translation>
    </message>
    <message>
        <source>Hide pairs whose strongest score (exact J, containment or local) is below this</source>
        <translation>Masquer les paires dont le score le plus fort (J exact, inclusion ou local) est inférieur</translation>
    </message>
    <message>
        <source>Show rejected</source>
        <translation>Afficher les rejetées</translation>
    </message>
    <message>
        <source>Also list pairs the quick search flagged but the exact check found below the thresholds (shown grey)</source>
        <translation>Lister aussi les paires signalées par la recherche rapide mais que la vérification exacte a trouvées sous les seuils (en gris)</translation>
    </message>
    <message>
        <source>Only the archive</source>
        <translation>Seulement l&apos;archive</translation>
    </message>
    <message>
        <source>Show only pairs where one document was handed in an earlier term (from the archive)</source>
        <translation>N&apos;afficher que les paires dont un document a été rendu une session précédente (de l&apos;archive)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures beside the plain one: estimated, exact and bag Jaccard, containment both ways, local containment and rewording (each column&apos;s tooltip says what it measures)</source>
        <translation>Afficher les chiffres de la méthode à côté du chiffre simple : Jaccard estimé, exact et multi-ensemble, inclusion dans les deux sens, inclusion locale et reformulation (l&apos;infobulle de chaque colonne dit ce qu&apos;elle mesure)</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures</source>
        <translation>Afficher les chiffres de la méthode</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>toute décision</translation>
    </message>
    <message>
        <source>Show only pairs with this decision</source>
        <translation>N&apos;afficher que les paires avec cette décision</translation>
    </message>
    <message>
        <source>Filter pairs by name</source>
        <translation>Filtrer les paires par nom</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Score minimum</translation>
    </message>
    <message>
        <source>Show pairs with review</source>
        <translation>Afficher les paires avec l&apos;examen</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Every pair of documents that share text. Enter moves to its passages.</source>
        <translation>Toutes les paires de documents qui partagent du texte. Entrée mène à ses passages.</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message numerus="yes">
        <source>{0} shown / %n reported</source>
        <translation>
            <numerusform>{0} affichée(s) / %n signalée</numerusform>
            <numerusform>{0} affichées / %n signalées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PathList</name>
    <message>
        <source>Add file…</source>
        <translation>Ajouter un fichier…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>Ajouter {0}</translation>
    </message>
    <message>
        <source>Add a folder of them ({0})</source>
        <translation>En ajouter un dossier ({0})</translation>
    </message>
    <message>
        <source>Stop using the selected file or folder</source>
        <translation>Ne plus utiliser le fichier ou le dossier sélectionné</translation>
    </message>
    <message>
        <source>Add file to {0}</source>
        <translation>Ajouter un fichier à {0}</translation>
    </message>
    <message>
        <source>Add folder to {0}</source>
        <translation>Ajouter un dossier à {0}</translation>
    </message>
    <message>
        <source>Remove from {0}</source>
        <translation>Retirer de {0}</translation>
    </message>
    <message>
        <source>Add a folder ({0})</source>
        <translation>Ajouter un dossier ({0})</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Why it was not compared</source>
        <translation>Pourquoi il n&apos;a pas été comparé</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare</source>
        <translation>Fichiers qui n&apos;ont pas pu être lus ou n&apos;avaient rien à comparer</translation>
    </message>
    <message>
        <source>Files not compared</source>
        <translation>Fichiers non comparés</translation>
    </message>
</context>
<context>
    <name>ReviewEditor</name>
    <message>
        <source>Your review:</source>
        <translation>Votre décision :</translation>
    </message>
    <message>
        <source>Your decision about this student; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Votre décision sur cet élève ; plagcheck la conserve pour ce dossier, au fil des analyses et des redémarrages, et la met dans les rapports</translation>
    </message>
    <message>
        <source>Your decision about this pair; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Votre décision sur cette paire ; plagcheck la conserve pour ce dossier, au fil des analyses et des redémarrages, et la met dans les rapports</translation>
    </message>
    <message>
        <source>Note (kept with the decision)…</source>
        <translation>Note (conservée avec la décision)…</translation>
    </message>
    <message>
        <source>A note about this student: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Une note sur cet élève : ce que vous avez vu, décidé et pourquoi. Enregistrée pendant la frappe.</translation>
    </message>
    <message>
        <source>A note about this pair: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Une note sur cette paire : ce que vous avez vu, décidé et pourquoi. Enregistrée pendant la frappe.</translation>
    </message>
    <message>
        <source>Your review</source>
        <translation>Votre décision</translation>
    </message>
    <message>
        <source>Note about this student</source>
        <translation>Note sur cet élève</translation>
    </message>
    <message>
        <source>Note about this pair</source>
        <translation>Note sur cette paire</translation>
    </message>
    <message numerus="yes">
        <source>Your review (%n earlier):</source>
        <translation>
            <numerusform>Votre décision (%n antérieure) :</numerusform>
            <numerusform>Votre décision (%n antérieures) :</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision, newest first:</source>
        <translation>Toutes les décisions, la plus récente en premier :</translation>
    </message>
</context>
<context>
    <name>ReviewKeeper</name>
    <message>
        <source>The review file</source>
        <translation>Le fichier des décisions</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Non enregistré : {0}</translation>
    </message>
    <message>
        <source>Review saved ({0})</source>
        <translation>Décision enregistrée ({0})</translation>
    </message>
</context>
<context>
    <name>ReviewKeys</name>
    <message>
        <source>This is the last student.</source>
        <translation>C&apos;est le dernier élève.</translation>
    </message>
    <message>
        <source>This is the first student.</source>
        <translation>C&apos;est le premier élève.</translation>
    </message>
    <message>
        <source>This is the last pair.</source>
        <translation>C&apos;est la dernière paire.</translation>
    </message>
    <message>
        <source>This is the first pair.</source>
        <translation>C&apos;est la première paire.</translation>
    </message>
    <message>
        <source>This pair shares no passage.</source>
        <translation>Cette paire ne partage aucun passage.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}: {2}</source>
        <translation>Passage {0} sur {1} : {2}</translation>
    </message>
    <message>
        <source>Select a student or a pair first.</source>
        <translation>Choisissez d&apos;abord un élève ou une paire.</translation>
    </message>
</context>
<context>
    <name>SCurveView</name>
    <message>
        <source>S-curve plot</source>
        <translation>Graphique de la courbe en S</translation>
    </message>
    <message>
        <source>Jaccard similarity s of a pair</source>
        <translation>Similarité de Jaccard s d&apos;une paire</translation>
    </message>
    <message>
        <source>P(candidate)</source>
        <translation>P(candidat)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>seuil</translation>
    </message>
    <message>
        <source>knee</source>
        <translation>coude</translation>
    </message>
    <message>
        <source>Each dot is a pair of documents the scan compared, at its similarity: how likely the quick search was to find a pair that similar</source>
        <translation>Chaque point est une paire de documents comparée par l&apos;analyse, à sa similarité : la probabilité que la recherche rapide trouve une paire aussi similaire</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>signalées</translation>
    </message>
    <message>
        <source>below thresholds</source>
        <translation>sous les seuils</translation>
    </message>
    <message>
        <source>missed by LSH (exact run)</source>
        <translation>manquées par LSH (analyse exacte)</translation>
    </message>
    <message>
        <source>Probability that the quick search finds a pair, by its similarity s, for {0} bands of {1} rows: {2}. Threshold {3}, knee {4}.</source>
        <translation>Probabilité que la recherche rapide trouve une paire, selon sa similarité s, pour {0} bandes de {1} lignes : {2}. Seuil {3}, coude {4}.</translation>
    </message>
    <message>
        <source>Pairs shown: {0} reported, {1} below the thresholds, {2} missed.</source>
        <translation>Paires affichées : {0} signalées, {1} sous les seuils, {2} manquées.</translation>
    </message>
    <message>
        <source>b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · orange: pairs checked needlessly ({3})</source>
        <translation>b = {0} bandes × r = {1} lignes · rouge : paires similaires qu&apos;elle peut manquer ({2}) · orange : paires vérifiées inutilement ({3})</translation>
    </message>
    <message>
        <source>Red area (above the threshold, under 1): similar pairs the quick search can miss, {0}. Orange area (below the threshold): dissimilar pairs it checks needlessly, {1}. Every candidate is then checked exactly.</source>
        <translation>Zone rouge (au-dessus du seuil, sous 1) : paires similaires que la recherche rapide peut manquer, {0}. Zone orange (sous le seuil) : paires dissemblables qu&apos;elle vérifie inutilement, {1}. Chaque candidat est ensuite vérifié exactement.</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>Recognise it</source>
        <translation>Le reconnaître</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Téléchargement Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Téléchargement Canvas</translation>
    </message>
    <message>
        <source>Blackboard download</source>
        <translation>Téléchargement Blackboard</translation>
    </message>
    <message>
        <source>One sub-folder per student</source>
        <translation>Un sous-dossier par élève</translation>
    </message>
    <message>
        <source>One file per student</source>
        <translation>Un fichier par élève</translation>
    </message>
    <message>
        <source>Ignore upper/lower case</source>
        <translation>Ignorer majuscules/minuscules</translation>
    </message>
    <message>
        <source>Treat &apos;Water&apos; and &apos;water&apos; as the same word.</source>
        <translation>Traiter « Eau » et « eau » comme le même mot.</translation>
    </message>
    <message>
        <source>Fold special character forms</source>
        <translation>Unifier les formes spéciales des caractères</translation>
    </message>
    <message>
        <source>Treat full-width and other typographic variants of letters as ordinary letters.</source>
        <translation>Traiter les lettres pleine chasse et autres variantes typographiques comme des lettres ordinaires.</translation>
    </message>
    <message>
        <source>Remove invisible characters</source>
        <translation>Supprimer les caractères invisibles</translation>
    </message>
    <message>
        <source>Drop zero-width and other invisible characters that students hide inside words.</source>
        <translation>Supprimer les caractères de largeur nulle et autres caractères invisibles que des élèves cachent dans les mots.</translation>
    </message>
    <message>
        <source>Undo look-alike letters</source>
        <translation>Ramener les lettres sosies</translation>
    </message>
    <message>
        <source>Read letters from other alphabets that look Latin (Cyrillic &apos;а&apos; for &apos;a&apos;) as Latin.</source>
        <translation>Lire comme latines les lettres d&apos;autres alphabets qui ressemblent au latin (« а » cyrillique pour « a »).</translation>
    </message>
    <message>
        <source>Ignore hidden text</source>
        <translation>Ignorer le texte caché</translation>
    </message>
    <message>
        <source>Leave out text a reader cannot see, such as white or tiny text in a Word file.</source>
        <translation>Laisser de côté le texte qu&apos;un lecteur ne voit pas, comme le texte blanc ou minuscule d&apos;un fichier Word.</translation>
    </message>
    <message>
        <source>Ignore punctuation</source>
        <translation>Ignorer la ponctuation</translation>
    </message>
    <message>
        <source>Compare the words only, not commas and full stops.</source>
        <translation>Comparer seulement les mots, pas les virgules et les points.</translation>
    </message>
    <message>
        <source>Ignore digits</source>
        <translation>Ignorer les chiffres</translation>
    </message>
    <message>
        <source>Leave numbers out of the comparison.</source>
        <translation>Laisser les nombres hors de la comparaison.</translation>
    </message>
    <message>
        <source>Ignore common words</source>
        <translation>Ignorer les mots courants</translation>
    </message>
    <message>
        <source>Leave out words like &apos;the&apos;, &apos;and&apos;, &apos;of&apos; (word mode), so only content words count.</source>
        <translation>Laisser de côté des mots comme « le », « et », « de » (mode mots), pour que seuls les mots de contenu comptent.</translation>
    </message>
    <message>
        <source>Ignore quotations</source>
        <translation>Ignorer les citations</translation>
    </message>
    <message>
        <source>Text in quotation marks or block quotes does not count as copying.</source>
        <translation>Le texte entre guillemets ou en citation longue ne compte pas comme copie.</translation>
    </message>
    <message>
        <source>Ignore bibliography</source>
        <translation>Ignorer la bibliographie</translation>
    </message>
    <message>
        <source>Reference lists (References, Bibliography, Works Cited…) do not count as copying.</source>
        <translation>Les listes de références (Références, Bibliographie, Ouvrages cités…) ne comptent pas comme copie.</translation>
    </message>
    <message>
        <source>Count quoted and cited text</source>
        <translation>Compter le texte cité avec source</translation>
    </message>
    <message>
        <source>Text a student put in quotation marks and cited counts in their similarity, and two students who quoted and cited the same words are a pair. Off: it is listed, greyed, and counted apart.</source>
        <translation>Le texte qu&apos;un élève a mis entre guillemets avec sa source compte dans sa similarité, et deux élèves qui ont cité les mêmes mots avec leur source forment une paire. Désactivé : il est listé, grisé et compté à part.</translation>
    </message>
    <message>
        <source>Count reference lists and notes</source>
        <translation>Compter les bibliographies et les notes</translation>
    </message>
    <message>
        <source>A References, Bibliography or Notes section can make a match. Off: it never does.</source>
        <translation>Une section Références, Bibliographie ou Notes peut produire une correspondance. Désactivé : jamais.</translation>
    </message>
    <message>
        <source>Find reworded copies</source>
        <translation>Trouver les copies reformulées</translation>
    </message>
    <message>
        <source>Also compare sentences as sets of words, so a copy whose words were shuffled or replaced, or whose sentences were moved, is found (the Reworded column).</source>
        <translation>Comparer aussi les phrases comme ensembles de mots, pour trouver une copie dont les mots ont été mélangés ou remplacés, ou les phrases déplacées (colonne Reformulé).</translation>
    </message>
    <message>
        <source>Read each text in its own language</source>
        <translation>Lire chaque texte dans sa propre langue</translation>
    </message>
    <message>
        <source>Tell each document&apos;s language, leave out its common words and compare word stems (&apos;rivers&apos; and &apos;river&apos; alike) when looking for reworded copies.</source>
        <translation>Reconnaître la langue de chaque document, laisser de côté ses mots courants et comparer les radicaux (« rivières » comme « rivière ») pour chercher les copies reformulées.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Mots</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caractères</translation>
    </message>
    <message>
        <source>Compare runs of words (best for essays) or runs of letters (catches copying with small spelling changes, and languages written without spaces).</source>
        <translation>Comparer des suites de mots (le mieux pour des devoirs) ou de lettres (trouve les copies avec de petites modifications d&apos;orthographe, et les langues écrites sans espaces).</translation>
    </message>
    <message>
        <source>How many words (or letters) in a row must match to count. Smaller finds more paraphrase but also more chance overlap; 3 words suits essays.</source>
        <translation>Combien de mots (ou de lettres) à la suite doivent correspondre pour compter. Plus petit trouve plus de paraphrases mais aussi plus de recouvrements dus au hasard ; 3 mots conviennent aux devoirs.</translation>
    </message>
    <message>
        <source>Each phrase once</source>
        <translation>Chaque expression une fois</translation>
    </message>
    <message>
        <source>Count repeats</source>
        <translation>Compter les répétitions</translation>
    </message>
    <message>
        <source>Whether a phrase used several times counts once or every time it appears.</source>
        <translation>Si une expression employée plusieurs fois compte une fois ou à chaque apparition.</translation>
    </message>
    <message>
        <source>Report two documents when at least this share of their phrases is the same (0 nothing shared, 1 identical). Lower finds more, including chance overlap.</source>
        <translation>Signaler deux documents quand au moins cette part de leurs expressions est la même (0 rien en commun, 1 identiques). Plus bas trouve davantage, y compris des recouvrements dus au hasard.</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>Also report a pair when this share of one document is found in the other, even if the other is much longer (a short answer copied into a long essay). Automatic: 0.3 for words, 0.5 for characters.</source>
        <translation>Signaler aussi une paire quand cette part d&apos;un document se trouve dans l&apos;autre, même si l&apos;autre est bien plus long (une réponse courte copiée dans un long devoir). Automatique : 0,3 pour les mots, 0,5 pour les caractères.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> mots</translation>
    </message>
    <message>
        <source>Look for a pasted paragraph of about this many words inside otherwise different essays. 0 switches this off.</source>
        <translation>Chercher un paragraphe collé d&apos;environ ce nombre de mots dans des devoirs par ailleurs différents. 0 désactive cette recherche.</translation>
    </message>
    <message>
        <source>Length of each document&apos;s fingerprint. Longer fingerprints estimate similarity more precisely and miss fewer pairs, but take a little longer.</source>
        <translation>Longueur de l&apos;empreinte de chaque document. Des empreintes plus longues estiment la similarité plus précisément et manquent moins de paires, mais prennent un peu plus de temps.</translation>
    </message>
    <message>
        <source>Choose bands and rows from the threshold</source>
        <translation>Choisir bandes et lignes d&apos;après le seuil</translation>
    </message>
    <message>
        <source>Let plagcheck pick how the fingerprint is cut up for the quick search, so that pairs above the threshold are rarely missed (see the S-curve tab).</source>
        <translation>Laisser plagcheck choisir comment l&apos;empreinte est découpée pour la recherche rapide, afin que les paires au-dessus du seuil soient rarement manquées (voir l&apos;onglet Courbe en S).</translation>
    </message>
    <message>
        <source>Bands: more bands make the quick search find more pairs (fewer misses, more checks).</source>
        <translation>Bandes : plus de bandes font trouver plus de paires à la recherche rapide (moins d&apos;oublis, plus de vérifications).</translation>
    </message>
    <message>
        <source>Rows per band: more rows make the quick search stricter (fewer checks, more misses).</source>
        <translation>Lignes par bande : plus de lignes rendent la recherche rapide plus stricte (moins de vérifications, plus d&apos;oublis).</translation>
    </message>
    <message>
        <source>Compare every pair exactly</source>
        <translation>Comparer chaque paire exactement</translation>
    </message>
    <message>
        <source>Check all pairs instead of the quick search: nothing can be missed, but it is slow for hundreds of files. The S-curve then shows the pairs the quick search would miss.</source>
        <translation>Vérifier toutes les paires au lieu de la recherche rapide : rien ne peut être manqué, mais c&apos;est lent pour des centaines de fichiers. La courbe en S montre alors les paires que la recherche rapide aurait manquées.</translation>
    </message>
    <message>
        <source>Ignore phrases that appear in more than this share of all documents (set phrases everybody uses). 1.00 keeps everything.</source>
        <translation>Ignorer les expressions présentes dans plus que cette part de tous les documents (tournures que tout le monde emploie). 1,00 garde tout.</translation>
    </message>
    <message>
        <source>Assignment text (templates):</source>
        <translation>Texte du devoir (modèles) :</translation>
    </message>
    <message>
        <source>The assignment prompt, worksheets or other text every student was given: text found in these files never counts as copying.</source>
        <translation>L&apos;énoncé, les fiches ou tout autre texte donné à tous les élèves : le texte trouvé dans ces fichiers ne compte jamais comme copie.</translation>
    </message>
    <message>
        <source>a file every student was given (the assignment prompt)</source>
        <translation>un fichier donné à tous les élèves (l&apos;énoncé)</translation>
    </message>
    <message>
        <source> students</source>
        <translation> élèves</translation>
    </message>
    <message>
        <source>Text this many students or more share (a prompt you did not give, a worksheet line, a quotation everyone used) is shown once under Shared by many, not as copying: it counts in no pair and in no student&apos;s share. One sentence needs half as many (at least 3, in a class of 10 or more) who share nothing else: a line of a reading they quote. Fewer students sharing one text (a ring copying one paragraph) are still reported.</source>
        <translation>Un texte que ce nombre d&apos;élèves ou plus partagent (un énoncé que vous n&apos;avez pas donné, une ligne de fiche, une citation que tous ont utilisée) est montré une fois sous « Partagé par beaucoup », pas comme copie : il ne compte dans aucune paire ni dans la part d&apos;aucun élève. Une seule phrase en demande moitié moins (au moins 3, dans une classe de 10 ou plus) qui ne partagent rien d&apos;autre : une ligne d&apos;un texte qu&apos;ils citent. Moins d&apos;élèves partageant un texte (un groupe copiant un paragraphe) sont toujours signalés.</translation>
    </message>
    <message>
        <source>Reference texts:</source>
        <translation>Textes de référence :</translation>
    </message>
    <message>
        <source>Saved web pages, textbook chapters, model answers: every student&apos;s work is compared with them (never they with each other), and a pair with one says so. They are not listed as students.</source>
        <translation>Pages web enregistrées, chapitres de manuel, corrigés : le travail de chaque élève leur est comparé (jamais entre eux), et une paire avec l&apos;un d&apos;eux l&apos;indique. Ils ne figurent pas parmi les élèves.</translation>
    </message>
    <message>
        <source>a reference text (a saved web page, a chapter, a model answer)</source>
        <translation>un texte de référence (une page web enregistrée, un chapitre, un corrigé)</translation>
    </message>
    <message>
        <source>How the folder or download is laid out. Moodle, Canvas and Blackboard downloads are recognised by their file names: each student&apos;s files are read as one submission, named after the student. Choose one here if it is recognised wrongly.</source>
        <translation>Comment le dossier ou le téléchargement est organisé. Les téléchargements Moodle, Canvas et Blackboard sont reconnus à leurs noms de fichiers : les fichiers de chaque élève sont lus comme une seule copie, nommée d&apos;après l&apos;élève. Choisissez ici si la reconnaissance se trompe.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Canvas names files by a short key (nunezjose). Its grades export (a CSV with the Student and ID columns) gives the students&apos; real names.</source>
        <translation>Canvas nomme les fichiers par une courte clé (nunezjose). Son export des notes (un CSV avec les colonnes Student et ID) donne les vrais noms des élèves.</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Liste d&apos;élèves…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Name Canvas students by their key again</source>
        <translation>Nommer à nouveau les élèves Canvas par leur clé</translation>
    </message>
    <message>
        <source>Choose the roster (Canvas names)…</source>
        <translation>Choisir la liste d&apos;élèves (noms Canvas)…</translation>
    </message>
    <message>
        <source>Clear the roster</source>
        <translation>Effacer la liste d&apos;élèves</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Every setting back to its default in one click (the assignment text, reference texts and Canvas names of this class are kept).</source>
        <translation>Tous les réglages reviennent à leur valeur par défaut en un clic (le sujet, les textes de référence et les noms Canvas de cette classe sont conservés).</translation>
    </message>
    <message>
        <source>Restore the default settings</source>
        <translation>Rétablir les réglages par défaut</translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation>Copies</translation>
    </message>
    <message>
        <source>Laid out as</source>
        <translation>Organisé comme</translation>
    </message>
    <message>
        <source>Canvas names</source>
        <translation>Noms Canvas</translation>
    </message>
    <message>
        <source>What is reported</source>
        <translation>Ce qui est signalé</translation>
    </message>
    <message>
        <source>Report above</source>
        <translation>Signaler au-dessus de</translation>
    </message>
    <message>
        <source>…or contained above</source>
        <translation>…ou inclus au-dessus de</translation>
    </message>
    <message>
        <source>Pasted paragraph</source>
        <translation>Paragraphe collé</translation>
    </message>
    <message>
        <source>Text that must not count</source>
        <translation>Texte qui ne doit pas compter</translation>
    </message>
    <message>
        <source>Shared by many from</source>
        <translation>Partagé par beaucoup à partir de</translation>
    </message>
    <message>
        <source>Advanced: how documents are compared</source>
        <translation>Avancé : comment les documents sont comparés</translation>
    </message>
    <message>
        <source>The method&apos;s own settings: phrase length, fingerprints, the quick search and how text is cleaned before comparing. The defaults suit essays.</source>
        <translation>Les réglages propres à la méthode : longueur des expressions, empreintes, recherche rapide et nettoyage du texte avant comparaison. Les valeurs par défaut conviennent aux devoirs.</translation>
    </message>
    <message>
        <source>Phrases</source>
        <translation>Expressions</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>Phrase length</source>
        <translation>Longueur des expressions</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Répétitions</translation>
    </message>
    <message>
        <source>Quick search (MinHash + LSH)</source>
        <translation>Recherche rapide (MinHash + LSH)</translation>
    </message>
    <message>
        <source>Fingerprint length</source>
        <translation>Longueur de l&apos;empreinte</translation>
    </message>
    <message>
        <source>times</source>
        <translation>fois</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Bandes</translation>
    </message>
    <message>
        <source>Rows per band</source>
        <translation>Lignes par bande</translation>
    </message>
    <message>
        <source>Bands × rows</source>
        <translation>Bandes × lignes</translation>
    </message>
    <message>
        <source>Cleaning the text</source>
        <translation>Nettoyage du texte</translation>
    </message>
    <message>
        <source>Ignore phrases in more than</source>
        <translation>Ignorer les expressions présentes dans plus de</translation>
    </message>
    <message>
        <source>Choose the course&apos;s grades export</source>
        <translation>Choisir l&apos;export des notes du cours</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>SideBySide</name>
    <message>
        <source>Shared passages, longest first: click one to show it on both sides</source>
        <translation>Passages communs, du plus long au plus court : cliquez-en un pour le montrer des deux côtés</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Passages communs</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt;</source>
        <translation>&lt;b&gt;Passages communs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The selected passage is from a text the class was given (a reading, the prompt): add it, as both students wrote it, to the assignment text and scan again. It is then no evidence against anyone who has it.</source>
        <translation>Le passage sélectionné vient d&apos;un texte donné à la classe (une lecture, la consigne) : l&apos;ajouter, tel que les deux élèves l&apos;ont écrit, au texte du devoir et analyser de nouveau. Il n&apos;est alors une preuve contre personne qui l&apos;a.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a pair above to read it side by side.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Choisissez une paire ci-dessus pour la lire côte à côte.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hand-in: {0}</source>
        <translation>Remise : {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n shared passages</source>
        <translation>
            <numerusform>%n passage commun</numerusform>
            <numerusform>%n passages communs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n mot</numerusform>
            <numerusform>%n mots</numerusform>
        </translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>reformulé</translation>
    </message>
    <message>
        <source>Citation: {0}</source>
        <translation>Référence : {0}</translation>
    </message>
    <message>
        <source>Credit the student gave: {0}</source>
        <translation>Crédit donné par l&apos;élève : {0}</translation>
    </message>
    <message>
        <source>same number = same passage</source>
        <translation>même numéro = même passage</translation>
    </message>
    <message>
        <source>grey = not compared (template, quotation, bibliography)</source>
        <translation>gris = non comparé (modèle, citation, bibliographie)</translation>
    </message>
    <message>
        <source>red wavy underline = disguised characters</source>
        <translation>soulignement ondulé rouge = caractères déguisés</translation>
    </message>
    <message>
        <source>underlined in colour</source>
        <translation>souligné en couleur</translation>
    </message>
    <message>
        <source>words a reworded passage shares with the other text</source>
        <translation>mots qu’un passage reformulé partage avec l’autre texte</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Open a folder…</source>
        <translation>Ouvrir un dossier…</translation>
    </message>
    <message>
        <source>Choose the folder that holds your students&apos; submissions</source>
        <translation>Choisir le dossier qui contient les copies de vos élèves</translation>
    </message>
    <message>
        <source>Open an LMS download (.zip)…</source>
        <translation>Ouvrir un téléchargement de l&apos;ENT (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you (&apos;Download all submissions&apos;)</source>
        <translation>Ouvrir le .zip de toutes les copies que Moodle, Canvas ou Blackboard vous a donné (« Télécharger tous les travaux »)</translation>
    </message>
    <message>
        <source>Try the sample essays</source>
        <translation>Essayer les devoirs d&apos;exemple</translation>
    </message>
    <message>
        <source>Check 20 short essays that come with plagcheck, some of them copied</source>
        <translation>Analyser 20 courts devoirs fournis avec plagcheck, dont certains copiés</translation>
    </message>
    <message>
        <source>Check a class&apos;s submissions for shared text</source>
        <translation>Vérifier le texte partagé entre les copies d&apos;une classe</translation>
    </message>
    <message>
        <source>Open the folder that holds your students&apos; work (one file or one folder per student), or the .zip your learning platform gave you. plagcheck reads .docx, .odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with every other and shows the text they share, side by side.</source>
        <translation>Ouvrez le dossier qui contient le travail de vos élèves (un fichier ou un dossier par élève), ou le .zip donné par votre plateforme. plagcheck lit les fichiers .docx, .odt, .rtf, .pdf, .html, .md et .txt, compare chaque copie à toutes les autres et montre le texte qu&apos;elles partagent, côte à côte.</translation>
    </message>
    <message>
        <source>Everything stays on this computer. You can also drop a folder here.</source>
        <translation>Tout reste sur cet ordinateur. Vous pouvez aussi déposer un dossier ici.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip</source>
        <translation>Ni un dossier ni un .zip</translation>
    </message>
    <message>
        <source>plagcheck cannot open {0}: it is not a folder or a .zip file.</source>
        <translation>plagcheck ne peut pas ouvrir {0} : ce n&apos;est ni un dossier ni un fichier .zip.</translation>
    </message>
    <message>
        <source>Choose the folder of submissions, or the download from your platform.</source>
        <translation>Choisissez le dossier des copies, ou le téléchargement de votre plateforme.</translation>
    </message>
    <message>
        <source>Only one submission to compare</source>
        <translation>Une seule copie à comparer</translation>
    </message>
    <message>
        <source>{0} holds one submission that could be read: a comparison needs two or more.</source>
        <translation>{0} contient une seule copie lisible : une comparaison en demande au moins deux.</translation>
    </message>
    <message>
        <source>None of the files could be compared</source>
        <translation>Aucun fichier n&apos;a pu être comparé</translation>
    </message>
    <message>
        <source>No file in {0} could be read and compared:</source>
        <translation>Aucun fichier de {0} n&apos;a pu être lu et comparé :</translation>
    </message>
    <message>
        <source>No submissions found</source>
        <translation>Aucune copie trouvée</translation>
    </message>
    <message>
        <source>{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</source>
        <translation>{0} ne contient aucun fichier que plagcheck sait lire (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Pairs page, Problems tab).</source>
        <translation>
            <numerusform>… et %n autre (page Paires, onglet Problèmes).</numerusform>
            <numerusform>… et %n autres (page Paires, onglet Problèmes).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check that this is the folder (or the whole download) with your students&apos; work, then open it again; a download that is damaged can be downloaded again from your platform.</source>
        <translation>Vérifiez qu&apos;il s&apos;agit bien du dossier (ou du téléchargement complet) contenant le travail de vos élèves, puis rouvrez-le ; un téléchargement endommagé peut être téléchargé à nouveau depuis votre plateforme.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} files</source>
        <translation>{0} : {1} / {2} fichiers</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} pairs</source>
        <translation>{0} : {1} / {2} paires</translation>
    </message>
    <message>
        <source>How the submissions were laid out</source>
        <translation>Comment les copies étaient organisées</translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from the archive</source>
        <translation>
            <numerusform>%n de l&apos;archive</numerusform>
            <numerusform>%n de l&apos;archive</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates verified</source>
        <translation>
            <numerusform>%n candidat vérifié</numerusform>
            <numerusform>%n candidats vérifiés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n paire signalée</numerusform>
            <numerusform>%n paires signalées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Candidates: pairs of documents that share a band of their signatures (or a window of text), each compared exactly.</source>
        <translation>Candidats : paires de documents qui partagent une bande de leurs signatures (ou une fenêtre de texte), chacune comparée exactement.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs shared a band by chance: their signatures agree too little for the threshold to be reachable, so they were not compared.</source>
        <translation>
            <numerusform>%n autre paire partageait une bande par hasard : ses signatures concordent trop peu pour atteindre le seuil, elle n&apos;a donc pas été comparée.</numerusform>
            <numerusform>%n autres paires partageaient une bande par hasard : leurs signatures concordent trop peu pour atteindre le seuil, elles n&apos;ont donc pas été comparées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentsModel</name>
    <message>
        <source>{0} of {1}&apos;s text is found in %n other documents</source>
        <translation>{0} du texte de {1} se retrouve dans d&apos;autres documents (%n)</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s text is shared with {2}</source>
        <translation>{0} du texte de {1} est partagé avec {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s work was not checked: {1}</source>
        <translation>Le travail de {0} n&apos;a pas été vérifié : {1}</translation>
    </message>
</context>
<context>
    <name>StudentsView</name>
    <message>
        <source>Find a student…</source>
        <translation>Chercher un élève…</translation>
    </message>
    <message>
        <source>Show only students whose name contains this text</source>
        <translation>N&apos;afficher que les élèves dont le nom contient ce texte</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>toute décision</translation>
    </message>
    <message>
        <source>Show only students with this decision</source>
        <translation>N&apos;afficher que les élèves avec cette décision</translation>
    </message>
    <message>
        <source>Find a student</source>
        <translation>Chercher un élève</translation>
    </message>
    <message>
        <source>Show students with review</source>
        <translation>Afficher les élèves avec l&apos;examen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Also show the shares of the student&apos;s text quoted and cited, quoted without a citation, and cited without quotation marks (each column&apos;s tooltip says what)</source>
        <translation>Afficher aussi les parts du texte de l&apos;élève entre guillemets et citées, entre guillemets sans citation, et citées sans guillemets (l&apos;infobulle de chaque colonne précise)</translation>
    </message>
    <message>
        <source>Show the shares of every credit group</source>
        <translation>Afficher les parts de chaque groupe de crédit</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>Every student, most shared text first. Enter reads their strongest pair.</source>
        <translation>Tous les élèves, le plus de texte partagé en premier. Entrée lit leur paire la plus forte.</translation>
    </message>
    <message>
        <source>Coloured text is shared with another document (the colour says which, see the list). Click it to read that pair side by side.</source>
        <translation>Le texte coloré est partagé avec un autre document (la couleur et le numéro disent lequel, voir la liste). Cliquez dessus pour lire cette paire côte à côte.</translation>
    </message>
    <message>
        <source>The documents this student shares text with, and how much of the student&apos;s text each covers. Click one to read that pair side by side.</source>
        <translation>Les documents avec lesquels cet élève partage du texte, et quelle part de son texte chacun couvre. Cliquez-en un pour lire cette paire côte à côte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shares text with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Partage du texte avec&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Documents this student shares text with</source>
        <translation>Documents avec lesquels cet élève partage du texte</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a student to read their text.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Choisissez un élève pour lire son texte.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: not checked ({1}). Ask the student for a readable copy.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; : non vérifié ({1}). Demandez à l&apos;élève une copie lisible.</translation>
    </message>
    <message numerus="yes">
        <source>{0} of this student&apos;s text is in %n passages shared with {1}. Click to compare.</source>
        <translation>
            <numerusform>{0} du texte de cet élève est dans %n passage partagé avec {1}. Cliquez pour comparer.</numerusform>
            <numerusform>{0} du texte de cet élève est dans %n passages partagés avec {1}. Cliquez pour comparer.</numerusform>
        </translation>
    </message>
    <message>
        <source>and {0} quoted and cited (not counted)</source>
        <translation>et {0} cité avec source (non compté)</translation>
    </message>
    <message numerus="yes">
        <source>{0} shared with %n documents</source>
        <translation>
            <numerusform>{0} partagé avec %n document</numerusform>
            <numerusform>{0} partagé avec %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>No text shared with another document</source>
        <translation>Aucun texte partagé avec un autre document</translation>
    </message>
    <message numerus="yes">
        <source>and a text shared by %n students (grey; shown under Shared by many, not counted)</source>
        <translation>
            <numerusform>et un texte partagé par %n élève (en gris ; montré sous « Partagé par beaucoup », non compté)</numerusform>
            <numerusform>et un texte partagé par %n élèves (en gris ; montré sous « Partagé par beaucoup », non compté)</numerusform>
        </translation>
    </message>
    <message>
        <source>No shared passage in this text.</source>
        <translation>Aucun passage commun dans ce texte.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}, shared with {2} (source {3})</source>
        <translation>Passage {0} sur {1}, partagé avec {2} (source {3})</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n students</source>
        <translation>
            <numerusform>{0} sur %n élève</numerusform>
            <numerusform>{0} sur %n élèves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n élève</numerusform>
            <numerusform>%n élèves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not checked)</source>
        <translation>
            <numerusform>(%n non vérifié)</numerusform>
            <numerusform>(%n non vérifiés)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Open folder or download…</source>
        <translation>Ouvrir un dossier ou un téléchargement…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check, or the .zip your learning platform gave you (Moodle, Canvas, Blackboard: &apos;Download all submissions&apos;)</source>
        <translation>Choisir le dossier des copies à vérifier, ou le .zip donné par votre plateforme (Moodle, Canvas, Blackboard : « Télécharger tous les travaux »)</translation>
    </message>
    <message>
        <source>Folder of submissions…</source>
        <translation>Dossier de copies…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check</source>
        <translation>Choisir le dossier des copies à vérifier</translation>
    </message>
    <message>
        <source>Download from the learning platform (.zip)…</source>
        <translation>Téléchargement de la plateforme (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you</source>
        <translation>Ouvrir le .zip de toutes les copies que Moodle, Canvas ou Blackboard vous a donné</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop the scan; the previous results stay on screen</source>
        <translation>Arrêter l&apos;analyse ; les résultats précédents restent à l&apos;écran</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Write the pairs as a spreadsheet (CSV)</source>
        <translation>Écrire les paires dans un tableur (CSV)</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>Write everything found as JSON, for other tools</source>
        <translation>Écrire tout ce qui a été trouvé en JSON, pour d&apos;autres outils</translation>
    </message>
    <message>
        <source>Export HTML report…</source>
        <translation>Exporter le rapport HTML…</translation>
    </message>
    <message>
        <source>Write the report with the evidence, your decisions and notes (HTML)</source>
        <translation>Écrire le rapport avec les preuves, vos décisions et vos notes (HTML)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>Show the students, most shared text first</source>
        <translation>Afficher les élèves, le plus de texte partagé en premier</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Show the pairs of documents and their text side by side</source>
        <translation>Afficher les paires de documents et leur texte côte à côte</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Rechercher…</translation>
    </message>
    <message>
        <source>Find a student (or a pair) by name</source>
        <translation>Chercher un élève (ou une paire) par son nom</translation>
    </message>
    <message>
        <source>Settings panel</source>
        <translation>Panneau des réglages</translation>
    </message>
    <message>
        <source>Show or hide the settings panel (more room on a small screen)</source>
        <translation>Afficher ou masquer le panneau des réglages (plus de place sur un petit écran)</translation>
    </message>
    <message>
        <source>Next student or pair</source>
        <translation>Élève ou paire suivante</translation>
    </message>
    <message>
        <source>Select the next student (or pair) in the table</source>
        <translation>Choisir l&apos;élève (ou la paire) suivant(e) dans le tableau</translation>
    </message>
    <message>
        <source>Previous student or pair</source>
        <translation>Élève ou paire précédente</translation>
    </message>
    <message>
        <source>Select the previous student (or pair) in the table</source>
        <translation>Choisir l&apos;élève (ou la paire) précédent(e) dans le tableau</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Passage suivant</translation>
    </message>
    <message>
        <source>Show the next shared passage in the text</source>
        <translation>Montrer le passage commun suivant dans le texte</translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Passage précédent</translation>
    </message>
    <message>
        <source>Show the previous shared passage in the text</source>
        <translation>Montrer le passage commun précédent dans le texte</translation>
    </message>
    <message>
        <source>Decision: {0}</source>
        <translation>Décision : {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <source>What each score means and how to act on a report</source>
        <translation>Ce que signifie chaque score et comment agir après un rapport</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>À propos de plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Recent folders and downloads</source>
        <translation>Dossiers et téléchargements récents</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archive</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Décision</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>More toolbar buttons</source>
        <translation>Autres boutons</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Autres menus</translation>
    </message>
</context>
</TS>
