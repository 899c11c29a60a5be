<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ArchivePanel</name>
    <message>
        <source>Empty: add a folder to it.</source>
        <translation>Leer: fügen Sie einen Ordner hinzu.</translation>
    </message>
    <message>
        <source>Archive of earlier terms</source>
        <translation>Archiv früherer Semester</translation>
    </message>
    <message>
        <source>Check this folder against essays handed in earlier terms, kept in a file on this computer.</source>
        <translation>Diesen Ordner mit Aufsätzen früherer Semester vergleichen, die in einer Datei auf diesem Computer aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Choose archive…</source>
        <translation>Archiv wählen…</translation>
    </message>
    <message>
        <source>Open an archive file, or name a new one to create it</source>
        <translation>Eine Archivdatei öffnen oder eine neue benennen, um sie anzulegen</translation>
    </message>
    <message>
        <source>Add this folder to the archive…</source>
        <translation>Diesen Ordner zum Archiv hinzufügen…</translation>
    </message>
    <message>
        <source>Keep this folder&apos;s submissions in the archive under a label (e.g. the term), so that later terms are checked against them</source>
        <translation>Die Abgaben dieses Ordners unter einer Bezeichnung (z. B. dem Semester) im Archiv aufbewahren, damit spätere Semester mit ihnen verglichen werden</translation>
    </message>
    <message>
        <source>Stop using the archive</source>
        <translation>Archiv nicht mehr verwenden</translation>
    </message>
    <message>
        <source>Compare the folder with itself only (the file is kept)</source>
        <translation>Den Ordner nur mit sich selbst vergleichen (die Datei bleibt erhalten)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Nicht mehr verwenden</translation>
    </message>
    <message>
        <source>No archive: the folder is compared with itself only.</source>
        <translation>Kein Archiv: der Ordner wird nur mit sich selbst verglichen.</translation>
    </message>
    <message>
        <source>Choose an archive, or name a new one</source>
        <translation>Ein Archiv wählen oder ein neues benennen</translation>
    </message>
    <message>
        <source>Archives (*{0} *.db);;All files (*)</source>
        <translation>Archive (*{0} *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Using the archive {0}</source>
        <translation>Archiv {0} wird verwendet</translation>
    </message>
    <message>
        <source>Cannot use this archive</source>
        <translation>Dieses Archiv kann nicht verwendet werden</translation>
    </message>
    <message>
        <source>The folder is compared with itself only.</source>
        <translation>Der Ordner wird nur mit sich selbst verglichen.</translation>
    </message>
    <message>
        <source>Cannot add to the archive</source>
        <translation>Zum Archiv kann nichts hinzugefügt werden</translation>
    </message>
    <message>
        <source>The settings are not valid; see the panel.</source>
        <translation>Die Einstellungen sind ungültig; siehe Einstellungsbereich.</translation>
    </message>
    <message>
        <source>Add this folder to the archive</source>
        <translation>Diesen Ordner zum Archiv hinzufügen</translation>
    </message>
    <message>
        <source>Label for the submissions in {0} (the term or assignment):</source>
        <translation>Bezeichnung für die Abgaben in {0} (das Semester oder die Aufgabe):</translation>
    </message>
    <message>
        <source>Adding {0} to the archive under &apos;{1}&apos;…</source>
        <translation>{0} wird unter „{1}“ zum Archiv hinzugefügt…</translation>
    </message>
    <message>
        <source>Archive: {0} documents added, {1} already there, {2} files not added</source>
        <translation>Archiv: {0} Dokumente hinzugefügt, {1} bereits vorhanden, {2} Dateien nicht hinzugefügt</translation>
    </message>
    <message>
        <source>Could not add to the archive</source>
        <translation>Hinzufügen zum Archiv fehlgeschlagen</translation>
    </message>
    <message>
        <source>Nothing more was added to the archive.</source>
        <translation>Es wurde nichts weiter zum Archiv hinzugefügt.</translation>
    </message>
    <message>
        <source>Adding stopped; documents already added stay in the archive.</source>
        <translation>Hinzufügen abgebrochen; bereits hinzugefügte Dokumente bleiben im Archiv.</translation>
    </message>
</context>
<context>
    <name>CaseFileButton</name>
    <message>
        <source>Case file…</source>
        <translation>Fallakte…</translation>
    </message>
    <message>
        <source>Write this student&apos;s case file (PDF) for a head of department or an examination board: the files with their fingerprints (SHA-256), each shared passage side by side with its page, your decisions and notes with their dates</source>
        <translation>Die Fallakte dieser Person (PDF) für eine Fachbereichsleitung oder einen Prüfungsausschuss schreiben: die Dateien mit ihren Fingerabdrücken (SHA-256), jede gemeinsame Passage nebeneinander mit ihrer Seite, Ihre Entscheidungen und Notizen mit Datum</translation>
    </message>
    <message>
        <source>Attach the original files</source>
        <translation>Die Originaldateien anhängen</translation>
    </message>
    <message>
        <source>Put the original files inside the PDF (those proven unchanged)</source>
        <translation>Die Originaldateien in das PDF legen (die nachweislich unveränderten)</translation>
    </message>
    <message>
        <source>Case file of {0}…</source>
        <translation>Fallakte von {0}…</translation>
    </message>
    <message>
        <source>Case file of {0}</source>
        <translation>Fallakte von {0}</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the case file {0}</source>
        <translation>Fallakte {0} geschrieben</translation>
    </message>
    <message>
        <source>Could not write the case file: {0}</source>
        <translation>Die Fallakte konnte nicht geschrieben werden: {0}</translation>
    </message>
    <message>
        <source>Case file</source>
        <translation>Fallakte</translation>
    </message>
</context>
<context>
    <name>ChangeMarks</name>
    <message>
        <source>Changed since the results shown: applied at the next scan.</source>
        <translation>Seit den angezeigten Ergebnissen geändert: gilt ab der nächsten Prüfung.</translation>
    </message>
    <message>
        <source>Not the default value (Restore defaults brings every setting back).</source>
        <translation>Nicht der Standardwert („Standardwerte wiederherstellen“ setzt alle Einstellungen zurück).</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Document A</source>
        <translation>Dokument A</translation>
    </message>
    <message>
        <source>The first document of the pair</source>
        <translation>Das erste Dokument des Paares</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Dokument B</translation>
    </message>
    <message>
        <source>The second document of the pair</source>
        <translation>Das zweite Dokument des Paares</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archiv</translation>
    </message>
    <message>
        <source>The earlier term (archive label) of an archived document</source>
        <translation>Das frühere Semester (Archivbezeichnung) eines archivierten Dokuments</translation>
    </message>
    <message>
        <source>Found elsewhere</source>
        <translation>Anderswo gefunden</translation>
    </message>
    <message>
        <source>Not credited</source>
        <translation>Ohne Nachweis</translation>
    </message>
    <message>
        <source>Estimated J</source>
        <translation>Geschätztes J</translation>
    </message>
    <message>
        <source>A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from their fingerprints; the search uses it to find pairs</source>
        <translation>Eine schnelle Schätzung, wie stark sich die beiden Texte überschneiden (0: gar nicht, 1: identisch), aus ihren Fingerabdrücken; die Suche findet damit Paare</translation>
    </message>
    <message>
        <source>Exact J</source>
        <translation>Exaktes J</translation>
    </message>
    <message>
        <source>How much the two texts overlap: the share of all their phrases (runs of words) that they have in common; 0 nothing, 1 identical</source>
        <translation>Wie stark sich die beiden Texte überschneiden: der Anteil aller ihrer Phrasen (Wortfolgen), die sie gemeinsam haben; 0 nichts, 1 identisch</translation>
    </message>
    <message>
        <source>Bag J</source>
        <translation>Multimengen-J</translation>
    </message>
    <message>
        <source>Like exact J, but a phrase repeated counts each time (at most 0.5)</source>
        <translation>Wie exaktes J, aber eine wiederholte Phrase zählt jedes Mal (höchstens 0,5)</translation>
    </message>
    <message>
        <source>A in B</source>
        <translation>A in B</translation>
    </message>
    <message>
        <source>How much of document A is found in document B</source>
        <translation>Wie viel von Dokument A in Dokument B zu finden ist</translation>
    </message>
    <message>
        <source>B in A</source>
        <translation>B in A</translation>
    </message>
    <message>
        <source>How much of document B is found in document A</source>
        <translation>Wie viel von Dokument B in Dokument A zu finden ist</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>The largest share of one stretch of text (about a paragraph) found in the other document: high when a paragraph was pasted into an otherwise different essay</source>
        <translation>Der größte Anteil eines Textabschnitts (etwa eines Absatzes), der im anderen Dokument zu finden ist: hoch, wenn ein Absatz in einen sonst anderen Aufsatz eingefügt wurde</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passagen</translation>
    </message>
    <message>
        <source>Number of shared passages</source>
        <translation>Anzahl gemeinsamer Passagen</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Längste</translation>
    </message>
    <message>
        <source>Words in the longest shared passage</source>
        <translation>Wörter in der längsten gemeinsamen Passage</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Disguises found (look-alike letters, invisible characters...)</source>
        <translation>Gefundene Verschleierungen (ähnlich aussehende Buchstaben, unsichtbare Zeichen…)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Your decision about this pair and your note (kept for this folder)</source>
        <translation>Ihre Entscheidung zu diesem Paar und Ihre Notiz (für diesen Ordner gespeichert)</translation>
    </message>
    <message>
        <source>Reworded</source>
        <translation>Umformuliert</translation>
    </message>
    <message>
        <source>The share of sentences found in the other text with their words shuffled, replaced by other forms or moved (a reworded copy); 0 nothing, 1 every sentence</source>
        <translation>Der Anteil der Sätze, die im anderen Text mit vertauschten, durch andere Formen ersetzten oder verschobenen Wörtern vorkommen (eine umformulierte Kopie); 0 keiner, 1 jeder Satz</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Abgegeben</translation>
    </message>
    <message>
        <source>Which side handed in first, and how long before the other: an order in time, not a verdict (the earlier side may have shared a draft)</source>
        <translation>Welche Seite zuerst abgegeben hat und wie lange vor der anderen: eine zeitliche Reihenfolge, kein Urteil (die frühere Seite kann einen Entwurf geteilt haben)</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Schüler/in</translation>
    </message>
    <message>
        <source>The student&apos;s submission</source>
        <translation>Die Abgabe des Schülers bzw. der Schülerin</translation>
    </message>
    <message>
        <source>Shares most with</source>
        <translation>Größte Übereinstimmung mit</translation>
    </message>
    <message>
        <source>The document this student shares the most text with, and how much of the student&apos;s text that is</source>
        <translation>Das Dokument, mit dem diese Person den meisten Text teilt, und wie viel ihres Textes das ist</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>How many documents this student shares passages with</source>
        <translation>Mit wie vielen Dokumenten diese Person Passagen teilt</translation>
    </message>
    <message>
        <source>Quoted and cited</source>
        <translation>Zitiert und belegt</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted and cited: credit given: listed, greyed, not counted in the similarity</source>
        <translation>Anteil des Textes dieser Person in zitierten und belegten Passagen: Quelle angegeben, aufgeführt, grau, nicht in der Ähnlichkeit gezählt</translation>
    </message>
    <message>
        <source>Quoted, no citation</source>
        <translation>Zitiert, ohne Beleg</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted, no citation: in quotation marks, but no citation names where it is from</source>
        <translation>Anteil des Textes dieser Person in zitierten Passagen ohne Beleg: in Anführungszeichen, aber kein Beleg nennt die Herkunft</translation>
    </message>
    <message>
        <source>Cited, no quotation marks</source>
        <translation>Belegt, ohne Anführungszeichen</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages cited, no quotation marks: a citation names the source, but the words are not marked as a quotation</source>
        <translation>Anteil des Textes dieser Person in belegten Passagen ohne Anführungszeichen: ein Beleg nennt die Quelle, aber die Wörter sind nicht als Zitat markiert</translation>
    </message>
    <message>
        <source>Tricks found in the file: look-alike letters, invisible characters, hidden text</source>
        <translation>In der Datei gefundene Tricks: ähnlich aussehende Buchstaben, unsichtbare Zeichen, versteckter Text</translation>
    </message>
    <message>
        <source>Your decision about this student and your note (kept for this folder)</source>
        <translation>Ihre Entscheidung zu dieser Person und Ihre Notiz (für diesen Ordner gespeichert)</translation>
    </message>
    <message>
        <source>When the student handed in (UTC): from the LMS download or a class list; &quot;file time&quot; where only the file&apos;s own time was known (weaker: copying a file changes it)</source>
        <translation>Wann die Person abgegeben hat (UTC): aus dem LMS-Download oder einer Klassenliste; „Dateizeit“, wo nur die Zeit der Datei selbst bekannt war (schwächer: Kopieren ändert sie)</translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation>Geteilt von</translation>
    </message>
    <message>
        <source>How many students have this text</source>
        <translation>Wie viele Personen diesen Text haben</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>The text, as most of the students who have it wrote it</source>
        <translation>Der Text, wie ihn die meisten geschrieben haben, die ihn haben</translation>
    </message>
    <message>
        <source>Who has it</source>
        <translation>Wer ihn hat</translation>
    </message>
    <message>
        <source>The students whose work holds this text</source>
        <translation>Die Personen, deren Arbeit diesen Text enthält</translation>
    </message>
</context>
<context>
    <name>CommonModel</name>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … and %n more</source>
        <translation>
            <numerusform> … und %n weitere</numerusform>
            <numerusform> … und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n students: {0}</source>
        <translation>
            <numerusform>Von %n Person geteilt: {0}</numerusform>
            <numerusform>Von %n Personen geteilt: {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonNote</name>
    <message>
        <source>Shared by many</source>
        <translation>Von vielen geteilt</translation>
    </message>
    <message numerus="yes">
        <source>A text shared by %n students is shown once under {0}</source>
        <translation>
            <numerusform>Ein Text, den %n Person teilt, wird einmal unter {0} gezeigt</numerusform>
            <numerusform>Ein Text, den %n Personen teilen, wird einmal unter {0} gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts shared by many students are shown once under {0}</source>
        <translation>
            <numerusform>%n Text, den viele Personen teilen, wird einmal unter {0} gezeigt</numerusform>
            <numerusform>%n Texte, die viele Personen teilen, werden einmal unter {0} gezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>add it as assignment text</source>
        <translation>fügen Sie ihn als Aufgabentext hinzu</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs share only a sentence or two each: if the class read a text, {0} (or open a pair and click Treat as assignment text under its passages)</source>
        <translation>
            <numerusform>%n Paar teilt nur ein, zwei Sätze: Hat die Klasse einen Text gelesen, {0} (oder öffnen Sie ein Paar und klicken Sie unter seinen Passagen auf „Als Aufgabentext behandeln“)</numerusform>
            <numerusform>%n Paare teilen je nur ein, zwei Sätze: Hat die Klasse einen Text gelesen, {0} (oder öffnen Sie ein Paar und klicken Sie unter seinen Passagen auf „Als Aufgabentext behandeln“)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonView</name>
    <message>
        <source>Texts shared by many students</source>
        <translation>Texte, die viele Personen teilen</translation>
    </message>
    <message>
        <source>Treat as assignment text</source>
        <translation>Als Aufgabentext behandeln</translation>
    </message>
    <message>
        <source>Add the selected text to the assignment text and scan again: it no longer counts as shared. It is saved in plagcheck&apos;s own folder, never in the students&apos; folder.</source>
        <translation>Den gewählten Text zum Aufgabentext hinzufügen und neu prüfen: Er zählt dann nicht mehr als geteilt. Er wird in plagchecks eigenem Ordner gespeichert, nie im Ordner der Arbeiten.</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once, not as copying</source>
        <translation>Text, den viele Personen teilen (eine Aufgabenstellung, eine Zeile eines Arbeitsblatts, ein Zitat): einmal gezeigt, nicht als Abschreiben</translation>
    </message>
    <message numerus="yes">
        <source>Shared by many (%n)</source>
        <translation>
            <numerusform>Von vielen geteilt (%n)</numerusform>
            <numerusform>Von vielen geteilt (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared by many</source>
        <translation>Von vielen geteilt</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once here, in no pair and in no student&apos;s share.</source>
        <translation>Text, den viele Personen teilen (eine Aufgabenstellung, eine Zeile eines Arbeitsblatts, ein Zitat): hier einmal gezeigt, in keinem Paar und in keinem Anteil einer Person.</translation>
    </message>
    <message>
        <source>No text is shared by many students.</source>
        <translation>Kein Text wird von vielen Personen geteilt.</translation>
    </message>
    <message>
        <source>Could not save the text: {0}</source>
        <translation>Der Text konnte nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source>Added to the assignment text: scanning again…</source>
        <translation>Zum Aufgabentext hinzugefügt: wird neu geprüft…</translation>
    </message>
</context>
<context>
    <name>DocumentPane</name>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Text of {0}</source>
        <translation>Text von {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n files: </source>
        <translation>
            <numerusform>%n Datei: </numerusform>
            <numerusform>%n Dateien: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of earlier attempts (not compared)</source>
        <translation>
            <numerusform>%n Datei früherer Versuche (nicht verglichen)</numerusform>
            <numerusform>%n Dateien früherer Versuche (nicht verglichen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>Handed in:</source>
        <translation>Abgegeben:</translation>
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
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>HTML-Dateien (*.html)</translation>
    </message>
    <message>
        <source>Export {0}</source>
        <translation>{0} exportieren</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>{0} already exists and was not written by plagcheck. Replace it with the report?</source>
        <translation>{0} existiert bereits und wurde nicht von plagcheck geschrieben. Durch den Bericht ersetzen?</translation>
    </message>
    <message>
        <source>Wrote {0}</source>
        <translation>{0} geschrieben</translation>
    </message>
    <message>
        <source>Could not write the report: {0}</source>
        <translation>Der Bericht konnte nicht geschrieben werden: {0}</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Students linked by shared text: click a student to open them, a line to open the pair; Tab goes from student to student, Enter opens</source>
        <translation>Durch gemeinsamen Text verbundene Personen: Klick auf eine Person öffnet sie, auf eine Linie das Paar; Tab geht von Person zu Person, Eingabe öffnet</translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Keine Dokumente teilen Text oberhalb der Schwellen</translation>
    </message>
    <message numerus="yes">
        <source>%n documents linked by shared text</source>
        <translation>
            <numerusform>%n Dokument durch gemeinsamen Text verbunden</numerusform>
            <numerusform>%n Dokumente durch gemeinsamen Text verbunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n gemeldetes Paar</numerusform>
            <numerusform>%n gemeldete Paare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupsView</name>
    <message>
        <source>Group / document</source>
        <translation>Gruppe / Dokument</translation>
    </message>
    <message>
        <source>Reported pairs</source>
        <translation>Gemeldete Paare</translation>
    </message>
    <message>
        <source>Students linked by reported pairs: a ring of copying shows as one group</source>
        <translation>Durch gemeldete Paare verbundene Schüler/innen: ein Ring des Abschreibens erscheint als eine Gruppe</translation>
    </message>
    <message>
        <source>Groups of students who share text</source>
        <translation>Gruppen von Schüler/innen, die Text teilen</translation>
    </message>
    <message numerus="yes">
        <source>Group {0}: %n documents</source>
        <translation>
            <numerusform>Gruppe {0}: %n Dokument</numerusform>
            <numerusform>Gruppe {0}: %n Dokumente</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Keine Dokumente teilen Text oberhalb der Schwellen</translation>
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
&lt;h2&gt;Einen plagcheck-Bericht lesen&lt;/h2&gt;
&lt;p&gt;plagcheck findet Text, den Abgaben miteinander, mit Referenztexten und mit früheren Semestern
(einem Archiv) teilen. Es zeigt &lt;b&gt;Belege&lt;/b&gt;: ob geteilter Text ein Fehlverhalten ist, beurteilen
Sie.&lt;/p&gt;
&lt;h3&gt;Schüler/innen&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Ähnlichkeit&lt;/b&gt; ist der Anteil des Textes einer Person, der in Passagen liegt, die auch in
einem anderen Dokument vorkommen (jede Passage einmal gezählt, wie viele Dokumente sie auch
teilen). 0 % heißt, nichts von Länge wurde geteilt; 100 % heißt, der ganze Text steht auch
anderswo. &lt;b&gt;Größte Übereinstimmung mit&lt;/b&gt; nennt das Dokument mit dem meisten gemeinsamen Text und
wie viel des Textes der Person das ist. Wählen Sie eine Person, um ihren Text zu lesen: jede
gemeinsame Passage ist nach dem Dokument gefärbt und nummeriert, mit dem sie geteilt wird; klicken
Sie auf eine Passage, um die beiden Texte nebeneinander zu lesen.&lt;/p&gt;
&lt;h3&gt;Paare&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;Exaktes J&lt;/b&gt; (Überschneidung): der Anteil aller Phrasen der beiden Texte, die sie gemeinsam
haben; 1 ist identisch, über 0,3 ist bei Aufsätzen selten Zufall.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Geschätztes J&lt;/b&gt;: die schnelle Schätzung, mit der die Suche das Paar gefunden hat.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A in B&lt;/b&gt; / &lt;b&gt;B in A&lt;/b&gt;: wie viel eines Textes im anderen vorkommt; nur auf einer Seite
hoch, wenn ein kurzer Text in einen langen kopiert wurde.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Lokal&lt;/b&gt;: der größte Anteil eines Textabschnitts (eines Absatzes), der im anderen vorkommt:
ein eingefügter Absatz in einem sonst anderen Aufsatz.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Passagen&lt;/b&gt; und &lt;b&gt;Längste&lt;/b&gt;: die gemeinsamen Textstrecken und die längste in Wörtern.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hinweise&lt;/b&gt;: in einer Datei gefundene Tricks (ähnlich aussehende Buchstaben, unsichtbare
Zeichen, weißer Text). Ein Hinweis ist selbst ein Beleg.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Mit einem Bericht umgehen&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Beginnen Sie mit den Personen oben. Öffnen Sie ihre Paare und lesen Sie die Passagen im
Zusammenhang.&lt;/li&gt;
&lt;li&gt;Schließen Sie harmloses Teilen aus: Zitate, den Text der Aufgabe selbst (fügen Sie ihn unter
&lt;i&gt;Aufgabentext&lt;/i&gt; hinzu, damit er nicht mehr zählt), feste Wendungen, erlaubte Gruppenarbeit.&lt;/li&gt;
&lt;li&gt;Halten Sie eine Entscheidung für das Paar oder die Person fest (bestätigt, verworfen, zu
besprechen) und eine Notiz. plagcheck bewahrt sie für diesen Ordner auf, über Neustarts und neue
Prüfungen hinweg.&lt;/li&gt;
&lt;li&gt;Exportieren Sie den HTML-Bericht für ein Gremium oder ein Gespräch: er enthält die Belege, Ihre
Entscheidungen und Notizen. Sprechen Sie mit der Person, bevor Sie urteilen.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Ein Paar mit einem &lt;b&gt;Referenztext&lt;/b&gt; (einer Webseite, einem Lehrbuchkapitel, einer
Musterlösung, die Sie hinzugefügt haben) sagt das: Text, der mit einer Quelle geteilt wird, wurde
aus ihr übernommen, nicht von Mitschüler/innen.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>see the project&apos;s page</source>
        <translation>siehe die Seite des Projekts</translation>
    </message>
    <message>
        <source>A plagiarism checker for teachers: it finds the text submissions share and shows the evidence side by side. Everything runs on this computer; no text leaves it.</source>
        <translation>Ein Plagiatsprüfer für Lehrkräfte: Er findet den Text, den Abgaben gemeinsam haben, und zeigt die Belege nebeneinander. Alles läuft auf diesem Computer; kein Text verlässt ihn.</translation>
    </message>
    <message>
        <source>plagcheck is free software under the MIT licence.</source>
        <translation>plagcheck ist freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the LGPL-3.0) and these libraries:</source>
        <translation>Erstellt mit Qt for Python (PySide6, LGPL-3.0; Qt ist © The Qt Company, unter der LGPL-3.0) und diesen Bibliotheken:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Case files are set in DejaVu Sans (Bitstream Vera licence; DejaVu changes in the public domain), shipped with plagcheck.</source>
        <translation>Fallakten sind in DejaVu Sans gesetzt (Bitstream-Vera-Lizenz; DejaVu-Änderungen gemeinfrei), mit plagcheck ausgeliefert.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a table, the arrow keys move between rows and typing a name&apos;s first letters jumps to it; Enter on a student opens their strongest pair, on a pair its passages.</source>
        <translation>Tab wechselt von Bereich zu Bereich in der Reihenfolge, in der sie zu sehen sind (Umschalt+Tab zurück); in einer Tabelle bewegen die Pfeiltasten zwischen den Zeilen, und die ersten Buchstaben eines Namens springen zu ihm; Eingabe auf einer Person öffnet ihr stärkstes Paar, auf einem Paar seine Passagen.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>plagcheck guide</source>
        <translation>plagcheck-Anleitung</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Über plagcheck</translation>
    </message>
</context>
<context>
    <name>HistogramView</name>
    <message>
        <source>Histogram of the pairs&apos; similarity</source>
        <translation>Histogramm der Ähnlichkeit der Paare</translation>
    </message>
    <message>
        <source>Exact Jaccard of a verified pair</source>
        <translation>Exaktes Jaccard eines geprüften Paares</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins: most pairs sit near 0.</source>
        <translation>Wo die gewöhnliche Überschneidung der Klasse endet und das Abschreiben beginnt: die meisten Paare liegen nahe 0.</translation>
    </message>
    <message>
        <source>{0} to {1}: {2}</source>
        <translation>{0} bis {1}: {2}</translation>
    </message>
    <message>
        <source>No verified pairs yet.</source>
        <translation>Noch keine geprüften Paare.</translation>
    </message>
    <message>
        <source>Verified pairs by exact Jaccard: {0}.</source>
        <translation>Geprüfte Paare nach exaktem Jaccard: {0}.</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>jedes Paar</translation>
    </message>
    <message>
        <source>LSH candidates</source>
        <translation>LSH-Kandidaten</translation>
    </message>
    <message numerus="yes">
        <source>%n verified pairs ({0}).</source>
        <translation>
            <numerusform>%n geprüftes Paar ({0}).</numerusform>
            <numerusform>%n geprüfte Paare ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins.</source>
        <translation>Wo die gewöhnliche Überschneidung der Klasse endet und das Abschreiben beginnt.</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>, dump of {0}</source>
        <translation>, Dump vom {0}</translation>
    </message>
    <message>
        <source>{0} GB</source>
        <translation>{0} GB</translation>
    </message>
    <message>
        <source>{0} MB</source>
        <translation>{0} MB</translation>
    </message>
    <message>
        <source> — unfinished: run &apos;plagcheck library build&apos; again</source>
        <translation> — unvollständig: „plagcheck library build“ erneut ausführen</translation>
    </message>
    <message>
        <source>{0}: {1} articles, {2}</source>
        <translation>{0}: {1} Artikel, {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Library of sources</source>
        <translation>Quellenbibliothek</translation>
    </message>
    <message>
        <source>Also check the folder against a library of sources kept on this computer: Wikipedia from its dump, or a school&apos;s documents (&apos;plagcheck library build&apos;)</source>
        <translation>Den Ordner auch mit einer Quellenbibliothek auf diesem Computer vergleichen: Wikipedia aus ihrem Dump oder die Dokumente einer Schule („plagcheck library build“)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Choose a library folder</source>
        <translation>Einen Bibliotheksordner auswählen</translation>
    </message>
    <message>
        <source>Choose a library of sources…</source>
        <translation>Eine Quellenbibliothek auswählen…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Nicht mehr verwenden</translation>
    </message>
    <message>
        <source>Compare the folder without the library (it is kept)</source>
        <translation>Den Ordner ohne die Bibliothek vergleichen (sie bleibt erhalten)</translation>
    </message>
    <message>
        <source>Stop using the library</source>
        <translation>Die Bibliothek nicht mehr verwenden</translation>
    </message>
    <message>
        <source>Library chosen</source>
        <translation>Gewählte Bibliothek</translation>
    </message>
    <message>
        <source>What the library holds</source>
        <translation>Was die Bibliothek enthält</translation>
    </message>
    <message>
        <source>Library problem</source>
        <translation>Problem mit der Bibliothek</translation>
    </message>
    <message>
        <source>No library: sources are not searched.</source>
        <translation>Keine Bibliothek: Quellen werden nicht durchsucht.</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Nicht verwendet: {0}</translation>
    </message>
    <message>
        <source>Not a library: {0} (make one with &apos;plagcheck library build&apos;)</source>
        <translation>Keine Bibliothek: {0} (mit „plagcheck library build“ anlegen)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open a folder of submissions or your learning platform&apos;s download (.zip): toolbar, File menu, or drop it on this window.</source>
        <translation>Öffnen Sie einen Ordner mit Abgaben oder den Download Ihrer Lernplattform (.zip): Werkzeugleiste, Menü Datei, oder ziehen Sie ihn auf dieses Fenster.</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schüler/innen</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Every student&apos;s share of shared text, and where it is</source>
        <translation>Der Anteil geteilten Textes jeder Person, und wo er steht</translation>
    </message>
    <message>
        <source>Every pair of documents that share text, their scores and the text side by side</source>
        <translation>Jedes Paar von Dokumenten, die Text teilen, ihre Werte und der Text nebeneinander</translation>
    </message>
    <message>
        <source>plagcheck will speak {0} when it starts next.</source>
        <translation>plagcheck spricht {0} ab dem nächsten Start.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip: {0}</source>
        <translation>Kein Ordner und keine .zip-Datei: {0}</translation>
    </message>
    <message>
        <source>Open a folder of submissions</source>
        <translation>Einen Ordner mit Abgaben öffnen</translation>
    </message>
    <message>
        <source>Open a download of all submissions</source>
        <translation>Einen Download aller Abgaben öffnen</translation>
    </message>
    <message>
        <source>Downloads of all submissions (*.zip *.ZIP);;All files (*)</source>
        <translation>Downloads aller Abgaben (*.zip *.ZIP);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Scanned {0} as {1}</source>
        <translation>{0} gelesen als {1}</translation>
    </message>
    <message>
        <source>(every pair compared exactly)</source>
        <translation>(jedes Paar exakt verglichen)</translation>
    </message>
    <message>
        <source>The archive was not used</source>
        <translation>Das Archiv wurde nicht verwendet</translation>
    </message>
    <message>
        <source>The folder was compared with itself only; its results are shown.</source>
        <translation>Der Ordner wurde nur mit sich selbst verglichen; seine Ergebnisse werden angezeigt.</translation>
    </message>
    <message>
        <source>Archive not used: {0}</source>
        <translation>Archiv nicht verwendet: {0}</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Nicht verwendet: {0}</translation>
    </message>
    <message>
        <source>Scan cancelled; the previous results are still shown.</source>
        <translation>Prüfung abgebrochen; die vorherigen Ergebnisse werden weiter angezeigt.</translation>
    </message>
    <message>
        <source>The scan failed: {0}</source>
        <translation>Die Prüfung ist fehlgeschlagen: {0}</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Handed in before, archived under &apos;{0}&apos;</source>
        <translation>Schon früher abgegeben, archiviert unter „{0}“</translation>
    </message>
    <message>
        <source>Similar figures, no shared passage: nothing a teacher could read is left to show (what they share is common to the class, or is the topic&apos;s own words), so the pair is not reported</source>
        <translation>Ähnliche Werte, keine gemeinsame Passage: Es bleibt nichts zu zeigen, was eine Lehrkraft lesen könnte (was sie teilen, ist der ganzen Klasse gemein oder sind die Wörter des Themas), daher wird das Paar nicht gemeldet</translation>
    </message>
    <message>
        <source>An LSH candidate below both thresholds: not reported</source>
        <translation>Ein LSH-Kandidat unter beiden Schwellen: nicht gemeldet</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s essay is found in {2}&apos;s; {3} of {2}&apos;s is found in {1}&apos;s</source>
        <translation>{0} des Aufsatzes von {1} findet sich bei {2}; {3} des Aufsatzes von {2} findet sich bei {1}</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>How likely the quick search is to find a pair, by how similar the pair is</source>
        <translation>Wie wahrscheinlich die schnelle Suche ein Paar findet, je nachdem, wie ähnlich es ist</translation>
    </message>
    <message>
        <source>How many pairs have each similarity; the reported ones in red</source>
        <translation>Wie viele Paare jede Ähnlichkeit haben; die gemeldeten in Rot</translation>
    </message>
    <message>
        <source>Students linked by shared text: a group of three or more can be a shared source or a ring</source>
        <translation>Durch geteilten Text verbundene Schüler/innen: eine Gruppe von drei oder mehr kann eine gemeinsame Quelle oder ein Ring sein</translation>
    </message>
    <message>
        <source>The class as a graph: click a student to open them, a line to open the pair; the Groups tab says the same in words</source>
        <translation>Die Klasse als Graph: Klick auf eine Person öffnet sie, auf eine Linie das Paar; der Reiter Gruppen sagt dasselbe in Worten</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare, and why</source>
        <translation>Dateien, die nicht gelesen werden konnten oder nichts zum Vergleichen hatten, und warum</translation>
    </message>
    <message>
        <source>S-curve</source>
        <translation>S-Kurve</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogramm</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Gruppen</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Probleme (%n)</numerusform>
            <numerusform>Probleme (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairsView</name>
    <message>
        <source>Filter by name…</source>
        <translation>Nach Namen filtern…</translation>
    </message>
    <message>
        <source>Show only pairs where either document&apos;s name contains this text</source>
        <translation>Nur Paare zeigen, bei denen der Name eines der Dokumente diesen Text enthält</translation>
    </message>
    <message>
        <source>Hide pairs whose strongest score (exact J, containment or local) is below this</source>
        <translation>Paare ausblenden, deren stärkster Wert (exaktes J, Enthaltensein oder lokal) darunter liegt</translation>
    </message>
    <message>
        <source>Show rejected</source>
        <translation>Verworfene zeigen</translation>
    </message>
    <message>
        <source>Also list pairs the quick search flagged but the exact check found below the thresholds (shown grey)</source>
        <translation>Auch Paare auflisten, die die schnelle Suche markiert, die exakte Prüfung aber unter den Schwellen gefunden hat (grau)</translation>
    </message>
    <message>
        <source>Only the archive</source>
        <translation>Nur das Archiv</translation>
    </message>
    <message>
        <source>Show only pairs where one document was handed in an earlier term (from the archive)</source>
        <translation>Nur Paare zeigen, bei denen ein Dokument in einem früheren Semester abgegeben wurde (aus dem Archiv)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures beside the plain one: estimated, exact and bag Jaccard, containment both ways, local containment and rewording (each column&apos;s tooltip says what it measures)</source>
        <translation>Die Kennzahlen des Verfahrens neben der einfachen zeigen: geschätzter, exakter und Multimengen-Jaccard, Enthaltensein in beide Richtungen, lokales Enthaltensein und Umformulierung (der Tooltip jeder Spalte sagt, was sie misst)</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures</source>
        <translation>Die Kennzahlen des Verfahrens zeigen</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>jede Bewertung</translation>
    </message>
    <message>
        <source>Show only pairs with this decision</source>
        <translation>Nur Paare mit dieser Entscheidung zeigen</translation>
    </message>
    <message>
        <source>Filter pairs by name</source>
        <translation>Paare nach Namen filtern</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Mindestwert</translation>
    </message>
    <message>
        <source>Show pairs with review</source>
        <translation>Paare mit dieser Bewertung zeigen</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Every pair of documents that share text. Enter moves to its passages.</source>
        <translation>Jedes Paar von Dokumenten, die Text teilen. Eingabe springt zu seinen Passagen.</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Mindestens</translation>
    </message>
    <message numerus="yes">
        <source>{0} shown / %n reported</source>
        <translation>
            <numerusform>{0} gezeigt / %n gemeldet</numerusform>
            <numerusform>{0} gezeigt / %n gemeldet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PathList</name>
    <message>
        <source>Add file…</source>
        <translation>Datei hinzufügen…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>{0} hinzufügen</translation>
    </message>
    <message>
        <source>Add a folder of them ({0})</source>
        <translation>Einen Ordner davon hinzufügen ({0})</translation>
    </message>
    <message>
        <source>Stop using the selected file or folder</source>
        <translation>Die gewählte Datei bzw. den gewählten Ordner nicht mehr verwenden</translation>
    </message>
    <message>
        <source>Add file to {0}</source>
        <translation>Datei zu {0} hinzufügen</translation>
    </message>
    <message>
        <source>Add folder to {0}</source>
        <translation>Ordner zu {0} hinzufügen</translation>
    </message>
    <message>
        <source>Remove from {0}</source>
        <translation>Aus {0} entfernen</translation>
    </message>
    <message>
        <source>Add a folder ({0})</source>
        <translation>Einen Ordner hinzufügen ({0})</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Why it was not compared</source>
        <translation>Warum sie nicht verglichen wurde</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare</source>
        <translation>Dateien, die nicht gelesen werden konnten oder nichts zum Vergleichen hatten</translation>
    </message>
    <message>
        <source>Files not compared</source>
        <translation>Nicht verglichene Dateien</translation>
    </message>
</context>
<context>
    <name>ReviewEditor</name>
    <message>
        <source>Your review:</source>
        <translation>Ihre Bewertung:</translation>
    </message>
    <message>
        <source>Your decision about this student; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Ihre Entscheidung zu dieser Person; plagcheck bewahrt sie für diesen Ordner auf, über neue Prüfungen und Neustarts hinweg, und nimmt sie in die Berichte auf</translation>
    </message>
    <message>
        <source>Your decision about this pair; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Ihre Entscheidung zu diesem Paar; plagcheck bewahrt sie für diesen Ordner auf, über neue Prüfungen und Neustarts hinweg, und nimmt sie in die Berichte auf</translation>
    </message>
    <message>
        <source>Note (kept with the decision)…</source>
        <translation>Notiz (wird mit der Entscheidung gespeichert)…</translation>
    </message>
    <message>
        <source>A note about this student: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Eine Notiz zu dieser Person: was Sie gesehen und entschieden haben und warum. Wird beim Tippen gespeichert.</translation>
    </message>
    <message>
        <source>A note about this pair: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Eine Notiz zu diesem Paar: was Sie gesehen und entschieden haben und warum. Wird beim Tippen gespeichert.</translation>
    </message>
    <message>
        <source>Your review</source>
        <translation>Ihre Bewertung</translation>
    </message>
    <message>
        <source>Note about this student</source>
        <translation>Notiz zu dieser Person</translation>
    </message>
    <message>
        <source>Note about this pair</source>
        <translation>Notiz zu diesem Paar</translation>
    </message>
    <message numerus="yes">
        <source>Your review (%n earlier):</source>
        <translation>
            <numerusform>Ihre Bewertung (%n frühere):</numerusform>
            <numerusform>Ihre Bewertung (%n frühere):</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision, newest first:</source>
        <translation>Jede Entscheidung, die neueste zuerst:</translation>
    </message>
</context>
<context>
    <name>ReviewKeeper</name>
    <message>
        <source>The review file</source>
        <translation>Die Bewertungsdatei</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Nicht gespeichert: {0}</translation>
    </message>
    <message>
        <source>Review saved ({0})</source>
        <translation>Bewertung gespeichert ({0})</translation>
    </message>
</context>
<context>
    <name>ReviewKeys</name>
    <message>
        <source>This is the last student.</source>
        <translation>Das ist die letzte Person.</translation>
    </message>
    <message>
        <source>This is the first student.</source>
        <translation>Das ist die erste Person.</translation>
    </message>
    <message>
        <source>This is the last pair.</source>
        <translation>Das ist das letzte Paar.</translation>
    </message>
    <message>
        <source>This is the first pair.</source>
        <translation>Das ist das erste Paar.</translation>
    </message>
    <message>
        <source>This pair shares no passage.</source>
        <translation>Dieses Paar teilt keine Passage.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}: {2}</source>
        <translation>Passage {0} von {1}: {2}</translation>
    </message>
    <message>
        <source>Select a student or a pair first.</source>
        <translation>Wählen Sie zuerst eine Person oder ein Paar.</translation>
    </message>
</context>
<context>
    <name>SCurveView</name>
    <message>
        <source>S-curve plot</source>
        <translation>S-Kurven-Diagramm</translation>
    </message>
    <message>
        <source>Jaccard similarity s of a pair</source>
        <translation>Jaccard-Ähnlichkeit s eines Paares</translation>
    </message>
    <message>
        <source>P(candidate)</source>
        <translation>P(Kandidat)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <source>knee</source>
        <translation>Knick</translation>
    </message>
    <message>
        <source>Each dot is a pair of documents the scan compared, at its similarity: how likely the quick search was to find a pair that similar</source>
        <translation>Jeder Punkt ist ein Paar von Dokumenten, das die Prüfung verglichen hat, bei seiner Ähnlichkeit: wie wahrscheinlich die schnelle Suche ein so ähnliches Paar fand</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>gemeldet</translation>
    </message>
    <message>
        <source>below thresholds</source>
        <translation>unter den Schwellen</translation>
    </message>
    <message>
        <source>missed by LSH (exact run)</source>
        <translation>von LSH übersehen (exakter Lauf)</translation>
    </message>
    <message>
        <source>Probability that the quick search finds a pair, by its similarity s, for {0} bands of {1} rows: {2}. Threshold {3}, knee {4}.</source>
        <translation>Wahrscheinlichkeit, dass die schnelle Suche ein Paar findet, nach seiner Ähnlichkeit s, für {0} Bänder zu {1} Zeilen: {2}. Schwelle {3}, Knick {4}.</translation>
    </message>
    <message>
        <source>Pairs shown: {0} reported, {1} below the thresholds, {2} missed.</source>
        <translation>Gezeigte Paare: {0} gemeldet, {1} unter den Schwellen, {2} übersehen.</translation>
    </message>
    <message>
        <source>b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · orange: pairs checked needlessly ({3})</source>
        <translation>b = {0} Bänder × r = {1} Zeilen · rot: ähnliche Paare, die sie übersehen kann ({2}) · orange: unnötig geprüfte Paare ({3})</translation>
    </message>
    <message>
        <source>Red area (above the threshold, under 1): similar pairs the quick search can miss, {0}. Orange area (below the threshold): dissimilar pairs it checks needlessly, {1}. Every candidate is then checked exactly.</source>
        <translation>Rote Fläche (über der Schwelle, unter 1): ähnliche Paare, die die schnelle Suche übersehen kann, {0}. Orange Fläche (unter der Schwelle): unähnliche Paare, die sie unnötig prüft, {1}. Jeder Kandidat wird danach exakt geprüft.</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>Recognise it</source>
        <translation>Erkennen</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Moodle-Download</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Canvas-Download</translation>
    </message>
    <message>
        <source>Blackboard download</source>
        <translation>Blackboard-Download</translation>
    </message>
    <message>
        <source>One sub-folder per student</source>
        <translation>Ein Unterordner pro Person</translation>
    </message>
    <message>
        <source>One file per student</source>
        <translation>Eine Datei pro Person</translation>
    </message>
    <message>
        <source>Ignore upper/lower case</source>
        <translation>Groß-/Kleinschreibung ignorieren</translation>
    </message>
    <message>
        <source>Treat &apos;Water&apos; and &apos;water&apos; as the same word.</source>
        <translation>„Wasser“ und „wasser“ als dasselbe Wort behandeln.</translation>
    </message>
    <message>
        <source>Fold special character forms</source>
        <translation>Sonderformen von Zeichen vereinheitlichen</translation>
    </message>
    <message>
        <source>Treat full-width and other typographic variants of letters as ordinary letters.</source>
        <translation>Vollbreite und andere typografische Varianten von Buchstaben als gewöhnliche Buchstaben behandeln.</translation>
    </message>
    <message>
        <source>Remove invisible characters</source>
        <translation>Unsichtbare Zeichen entfernen</translation>
    </message>
    <message>
        <source>Drop zero-width and other invisible characters that students hide inside words.</source>
        <translation>Nullbreite und andere unsichtbare Zeichen entfernen, die in Wörtern versteckt werden.</translation>
    </message>
    <message>
        <source>Undo look-alike letters</source>
        <translation>Ähnlich aussehende Buchstaben zurückführen</translation>
    </message>
    <message>
        <source>Read letters from other alphabets that look Latin (Cyrillic &apos;а&apos; for &apos;a&apos;) as Latin.</source>
        <translation>Buchstaben anderer Alphabete, die lateinisch aussehen (kyrillisches „а“ für „a“), als lateinisch lesen.</translation>
    </message>
    <message>
        <source>Ignore hidden text</source>
        <translation>Versteckten Text ignorieren</translation>
    </message>
    <message>
        <source>Leave out text a reader cannot see, such as white or tiny text in a Word file.</source>
        <translation>Text weglassen, den man nicht sehen kann, etwa weißen oder winzigen Text in einer Word-Datei.</translation>
    </message>
    <message>
        <source>Ignore punctuation</source>
        <translation>Satzzeichen ignorieren</translation>
    </message>
    <message>
        <source>Compare the words only, not commas and full stops.</source>
        <translation>Nur die Wörter vergleichen, nicht Kommas und Punkte.</translation>
    </message>
    <message>
        <source>Ignore digits</source>
        <translation>Ziffern ignorieren</translation>
    </message>
    <message>
        <source>Leave numbers out of the comparison.</source>
        <translation>Zahlen beim Vergleich weglassen.</translation>
    </message>
    <message>
        <source>Ignore common words</source>
        <translation>Häufige Wörter ignorieren</translation>
    </message>
    <message>
        <source>Leave out words like &apos;the&apos;, &apos;and&apos;, &apos;of&apos; (word mode), so only content words count.</source>
        <translation>Wörter wie „der“, „und“, „von“ weglassen (Wortmodus), damit nur Inhaltswörter zählen.</translation>
    </message>
    <message>
        <source>Ignore quotations</source>
        <translation>Zitate ignorieren</translation>
    </message>
    <message>
        <source>Text in quotation marks or block quotes does not count as copying.</source>
        <translation>Text in Anführungszeichen oder Blockzitaten gilt nicht als Abschreiben.</translation>
    </message>
    <message>
        <source>Ignore bibliography</source>
        <translation>Literaturverzeichnis ignorieren</translation>
    </message>
    <message>
        <source>Reference lists (References, Bibliography, Works Cited…) do not count as copying.</source>
        <translation>Literaturverzeichnisse (Literatur, Quellen, Bibliographie…) gelten nicht als Abschreiben.</translation>
    </message>
    <message>
        <source>Count quoted and cited text</source>
        <translation>Zitierten und belegten Text zählen</translation>
    </message>
    <message>
        <source>Text a student put in quotation marks and cited counts in their similarity, and two students who quoted and cited the same words are a pair. Off: it is listed, greyed, and counted apart.</source>
        <translation>Text, den eine Person in Anführungszeichen gesetzt und belegt hat, zählt in ihrer Ähnlichkeit, und zwei Personen, die dieselben Wörter zitiert und belegt haben, sind ein Paar. Aus: er wird aufgeführt, grau und getrennt gezählt.</translation>
    </message>
    <message>
        <source>Count reference lists and notes</source>
        <translation>Literaturverzeichnisse und Anmerkungen zählen</translation>
    </message>
    <message>
        <source>A References, Bibliography or Notes section can make a match. Off: it never does.</source>
        <translation>Ein Literaturverzeichnis oder Anmerkungsteil kann eine Übereinstimmung ergeben. Aus: nie.</translation>
    </message>
    <message>
        <source>Find reworded copies</source>
        <translation>Umformulierte Kopien finden</translation>
    </message>
    <message>
        <source>Also compare sentences as sets of words, so a copy whose words were shuffled or replaced, or whose sentences were moved, is found (the Reworded column).</source>
        <translation>Sätze auch als Wortmengen vergleichen, sodass eine Kopie mit vertauschten oder ersetzten Wörtern oder verschobenen Sätzen gefunden wird (Spalte „Umformuliert“).</translation>
    </message>
    <message>
        <source>Read each text in its own language</source>
        <translation>Jeden Text in seiner eigenen Sprache lesen</translation>
    </message>
    <message>
        <source>Tell each document&apos;s language, leave out its common words and compare word stems (&apos;rivers&apos; and &apos;river&apos; alike) when looking for reworded copies.</source>
        <translation>Die Sprache jedes Dokuments erkennen, seine häufigen Wörter weglassen und Wortstämme vergleichen („Flüsse“ wie „Fluss“), wenn nach umformulierten Kopien gesucht wird.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Compare runs of words (best for essays) or runs of letters (catches copying with small spelling changes, and languages written without spaces).</source>
        <translation>Folgen von Wörtern (am besten für Aufsätze) oder von Buchstaben vergleichen (findet Kopien mit kleinen Schreibänderungen und Sprachen ohne Leerzeichen).</translation>
    </message>
    <message>
        <source>How many words (or letters) in a row must match to count. Smaller finds more paraphrase but also more chance overlap; 3 words suits essays.</source>
        <translation>Wie viele Wörter (oder Buchstaben) hintereinander übereinstimmen müssen. Kleiner findet mehr Umschreibungen, aber auch mehr zufällige Überschneidung; 3 Wörter passen für Aufsätze.</translation>
    </message>
    <message>
        <source>Each phrase once</source>
        <translation>Jede Phrase einmal</translation>
    </message>
    <message>
        <source>Count repeats</source>
        <translation>Wiederholungen zählen</translation>
    </message>
    <message>
        <source>Whether a phrase used several times counts once or every time it appears.</source>
        <translation>Ob eine mehrfach verwendete Phrase einmal oder bei jedem Vorkommen zählt.</translation>
    </message>
    <message>
        <source>Report two documents when at least this share of their phrases is the same (0 nothing shared, 1 identical). Lower finds more, including chance overlap.</source>
        <translation>Zwei Dokumente melden, wenn mindestens dieser Anteil ihrer Phrasen gleich ist (0 nichts gemeinsam, 1 identisch). Niedriger findet mehr, auch zufällige Überschneidung.</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <source>Also report a pair when this share of one document is found in the other, even if the other is much longer (a short answer copied into a long essay). Automatic: 0.3 for words, 0.5 for characters.</source>
        <translation>Ein Paar auch melden, wenn dieser Anteil eines Dokuments im anderen vorkommt, selbst wenn das andere viel länger ist (eine kurze Antwort in einem langen Aufsatz). Automatisch: 0,3 für Wörter, 0,5 für Zeichen.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> Wörter</translation>
    </message>
    <message>
        <source>Look for a pasted paragraph of about this many words inside otherwise different essays. 0 switches this off.</source>
        <translation>Nach einem eingefügten Absatz von etwa so vielen Wörtern in sonst verschiedenen Aufsätzen suchen. 0 schaltet das ab.</translation>
    </message>
    <message>
        <source>Length of each document&apos;s fingerprint. Longer fingerprints estimate similarity more precisely and miss fewer pairs, but take a little longer.</source>
        <translation>Länge des Fingerabdrucks jedes Dokuments. Längere Fingerabdrücke schätzen die Ähnlichkeit genauer und übersehen weniger Paare, brauchen aber etwas länger.</translation>
    </message>
    <message>
        <source>Choose bands and rows from the threshold</source>
        <translation>Bänder und Zeilen aus der Schwelle wählen</translation>
    </message>
    <message>
        <source>Let plagcheck pick how the fingerprint is cut up for the quick search, so that pairs above the threshold are rarely missed (see the S-curve tab).</source>
        <translation>plagcheck entscheiden lassen, wie der Fingerabdruck für die schnelle Suche aufgeteilt wird, sodass Paare über der Schwelle selten übersehen werden (siehe Reiter S-Kurve).</translation>
    </message>
    <message>
        <source>Bands: more bands make the quick search find more pairs (fewer misses, more checks).</source>
        <translation>Bänder: mehr Bänder lassen die schnelle Suche mehr Paare finden (weniger übersehen, mehr Prüfungen).</translation>
    </message>
    <message>
        <source>Rows per band: more rows make the quick search stricter (fewer checks, more misses).</source>
        <translation>Zeilen pro Band: mehr Zeilen machen die schnelle Suche strenger (weniger Prüfungen, mehr übersehen).</translation>
    </message>
    <message>
        <source>Compare every pair exactly</source>
        <translation>Jedes Paar exakt vergleichen</translation>
    </message>
    <message>
        <source>Check all pairs instead of the quick search: nothing can be missed, but it is slow for hundreds of files. The S-curve then shows the pairs the quick search would miss.</source>
        <translation>Alle Paare statt der schnellen Suche prüfen: nichts kann übersehen werden, aber bei Hunderten von Dateien ist es langsam. Die S-Kurve zeigt dann die Paare, die die schnelle Suche übersehen hätte.</translation>
    </message>
    <message>
        <source>Ignore phrases that appear in more than this share of all documents (set phrases everybody uses). 1.00 keeps everything.</source>
        <translation>Phrasen ignorieren, die in mehr als diesem Anteil aller Dokumente vorkommen (feste Wendungen, die alle verwenden). 1,00 behält alles.</translation>
    </message>
    <message>
        <source>Assignment text (templates):</source>
        <translation>Aufgabentext (Vorlagen):</translation>
    </message>
    <message>
        <source>The assignment prompt, worksheets or other text every student was given: text found in these files never counts as copying.</source>
        <translation>Die Aufgabenstellung, Arbeitsblätter oder anderer Text, den alle bekommen haben: Text aus diesen Dateien gilt nie als Abschreiben.</translation>
    </message>
    <message>
        <source>a file every student was given (the assignment prompt)</source>
        <translation>eine Datei, die alle bekommen haben (die Aufgabenstellung)</translation>
    </message>
    <message>
        <source> students</source>
        <translation> Personen</translation>
    </message>
    <message>
        <source>Text this many students or more share (a prompt you did not give, a worksheet line, a quotation everyone used) is shown once under Shared by many, not as copying: it counts in no pair and in no student&apos;s share. One sentence needs half as many (at least 3, in a class of 10 or more) who share nothing else: a line of a reading they quote. Fewer students sharing one text (a ring copying one paragraph) are still reported.</source>
        <translation>Text, den so viele Personen oder mehr teilen (eine Aufgabenstellung, die Sie nicht angegeben haben, eine Zeile eines Arbeitsblatts, ein Zitat, das alle verwendet haben), wird einmal unter „Von vielen geteilt“ gezeigt, nicht als Abschreiben: Er zählt in keinem Paar und in keinem Anteil einer Person. Ein einzelner Satz braucht halb so viele (mindestens 3, in einer Klasse ab 10), die sonst nichts teilen: eine Zeile eines Textes, den sie zitieren. Weniger Personen, die einen Text teilen (ein Ring, der einen Absatz abschreibt), werden weiterhin gemeldet.</translation>
    </message>
    <message>
        <source>Reference texts:</source>
        <translation>Referenztexte:</translation>
    </message>
    <message>
        <source>Saved web pages, textbook chapters, model answers: every student&apos;s work is compared with them (never they with each other), and a pair with one says so. They are not listed as students.</source>
        <translation>Gespeicherte Webseiten, Lehrbuchkapitel, Musterlösungen: jede Arbeit wird mit ihnen verglichen (nie sie untereinander), und ein Paar mit einem von ihnen sagt das. Sie erscheinen nicht als Schüler/innen.</translation>
    </message>
    <message>
        <source>a reference text (a saved web page, a chapter, a model answer)</source>
        <translation>ein Referenztext (eine gespeicherte Webseite, ein Kapitel, eine Musterlösung)</translation>
    </message>
    <message>
        <source>How the folder or download is laid out. Moodle, Canvas and Blackboard downloads are recognised by their file names: each student&apos;s files are read as one submission, named after the student. Choose one here if it is recognised wrongly.</source>
        <translation>Wie der Ordner oder Download aufgebaut ist. Moodle-, Canvas- und Blackboard-Downloads werden an ihren Dateinamen erkannt: die Dateien einer Person werden als eine Abgabe gelesen, nach ihr benannt. Wählen Sie hier, falls falsch erkannt.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Canvas names files by a short key (nunezjose). Its grades export (a CSV with the Student and ID columns) gives the students&apos; real names.</source>
        <translation>Canvas benennt Dateien mit einem kurzen Schlüssel (nunezjose). Sein Notenexport (eine CSV mit den Spalten Student und ID) liefert die echten Namen.</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Namensliste…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Name Canvas students by their key again</source>
        <translation>Canvas-Personen wieder nach ihrem Schlüssel benennen</translation>
    </message>
    <message>
        <source>Choose the roster (Canvas names)…</source>
        <translation>Namensliste wählen (Canvas-Namen)…</translation>
    </message>
    <message>
        <source>Clear the roster</source>
        <translation>Namensliste leeren</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte wiederherstellen</translation>
    </message>
    <message>
        <source>Every setting back to its default in one click (the assignment text, reference texts and Canvas names of this class are kept).</source>
        <translation>Alle Einstellungen mit einem Klick auf ihren Standardwert (Aufgabentext, Referenztexte und Canvas-Namen dieser Klasse bleiben erhalten).</translation>
    </message>
    <message>
        <source>Restore the default settings</source>
        <translation>Die Standardeinstellungen wiederherstellen</translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation>Abgaben</translation>
    </message>
    <message>
        <source>Laid out as</source>
        <translation>Aufgebaut als</translation>
    </message>
    <message>
        <source>Canvas names</source>
        <translation>Canvas-Namen</translation>
    </message>
    <message>
        <source>What is reported</source>
        <translation>Was gemeldet wird</translation>
    </message>
    <message>
        <source>Report above</source>
        <translation>Melden ab</translation>
    </message>
    <message>
        <source>…or contained above</source>
        <translation>…oder enthalten ab</translation>
    </message>
    <message>
        <source>Pasted paragraph</source>
        <translation>Eingefügter Absatz</translation>
    </message>
    <message>
        <source>Text that must not count</source>
        <translation>Text, der nicht zählen darf</translation>
    </message>
    <message>
        <source>Shared by many from</source>
        <translation>Von vielen geteilt ab</translation>
    </message>
    <message>
        <source>Advanced: how documents are compared</source>
        <translation>Erweitert: wie Dokumente verglichen werden</translation>
    </message>
    <message>
        <source>The method&apos;s own settings: phrase length, fingerprints, the quick search and how text is cleaned before comparing. The defaults suit essays.</source>
        <translation>Die Einstellungen des Verfahrens: Phrasenlänge, Fingerabdrücke, die schnelle Suche und wie Text vor dem Vergleich bereinigt wird. Die Voreinstellungen passen für Aufsätze.</translation>
    </message>
    <message>
        <source>Phrases</source>
        <translation>Phrasen</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Phrase length</source>
        <translation>Phrasenlänge</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Quick search (MinHash + LSH)</source>
        <translation>Schnelle Suche (MinHash + LSH)</translation>
    </message>
    <message>
        <source>Fingerprint length</source>
        <translation>Länge des Fingerabdrucks</translation>
    </message>
    <message>
        <source>times</source>
        <translation>mal</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Bänder</translation>
    </message>
    <message>
        <source>Rows per band</source>
        <translation>Zeilen pro Band</translation>
    </message>
    <message>
        <source>Bands × rows</source>
        <translation>Bänder × Zeilen</translation>
    </message>
    <message>
        <source>Cleaning the text</source>
        <translation>Text bereinigen</translation>
    </message>
    <message>
        <source>Ignore phrases in more than</source>
        <translation>Phrasen ignorieren in mehr als</translation>
    </message>
    <message>
        <source>Choose the course&apos;s grades export</source>
        <translation>Den Notenexport des Kurses wählen</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>SideBySide</name>
    <message>
        <source>Shared passages, longest first: click one to show it on both sides</source>
        <translation>Gemeinsame Passagen, längste zuerst: eine anklicken, um sie auf beiden Seiten zu zeigen</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Gemeinsame Passagen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gemeinsame Passagen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The selected passage is from a text the class was given (a reading, the prompt): add it, as both students wrote it, to the assignment text and scan again. It is then no evidence against anyone who has it.</source>
        <translation>Die gewählte Passage stammt aus einem Text, den die Klasse bekommen hat (eine Lektüre, die Aufgabenstellung): so, wie beide Schüler sie geschrieben haben, zum Aufgabentext hinzufügen und neu prüfen. Danach spricht sie gegen niemanden, der sie hat.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a pair above to read it side by side.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Wählen Sie oben ein Paar, um es nebeneinander zu lesen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hand-in: {0}</source>
        <translation>Abgabe: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n shared passages</source>
        <translation>
            <numerusform>%n gemeinsame Passage</numerusform>
            <numerusform>%n gemeinsame Passagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>umformuliert</translation>
    </message>
    <message>
        <source>Citation: {0}</source>
        <translation>Beleg: {0}</translation>
    </message>
    <message>
        <source>Credit the student gave: {0}</source>
        <translation>Von der Person angegebene Quelle: {0}</translation>
    </message>
    <message>
        <source>same number = same passage</source>
        <translation>gleiche Nummer = gleiche Passage</translation>
    </message>
    <message>
        <source>grey = not compared (template, quotation, bibliography)</source>
        <translation>grau = nicht verglichen (Vorlage, Zitat, Literaturverzeichnis)</translation>
    </message>
    <message>
        <source>red wavy underline = disguised characters</source>
        <translation>rote Wellenlinie = verschleierte Zeichen</translation>
    </message>
    <message>
        <source>underlined in colour</source>
        <translation>farbig unterstrichen</translation>
    </message>
    <message>
        <source>words a reworded passage shares with the other text</source>
        <translation>Wörter, die eine umformulierte Passage mit dem anderen Text teilt</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Open a folder…</source>
        <translation>Einen Ordner öffnen…</translation>
    </message>
    <message>
        <source>Choose the folder that holds your students&apos; submissions</source>
        <translation>Den Ordner wählen, der die Abgaben Ihrer Klasse enthält</translation>
    </message>
    <message>
        <source>Open an LMS download (.zip)…</source>
        <translation>Einen LMS-Download öffnen (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you (&apos;Download all submissions&apos;)</source>
        <translation>Die .zip-Datei aller Abgaben öffnen, die Moodle, Canvas oder Blackboard Ihnen gegeben hat („Alle Abgaben herunterladen“)</translation>
    </message>
    <message>
        <source>Try the sample essays</source>
        <translation>Die Beispielaufsätze ausprobieren</translation>
    </message>
    <message>
        <source>Check 20 short essays that come with plagcheck, some of them copied</source>
        <translation>20 kurze Aufsätze prüfen, die mit plagcheck kommen, einige davon abgeschrieben</translation>
    </message>
    <message>
        <source>Check a class&apos;s submissions for shared text</source>
        <translation>Die Abgaben einer Klasse auf gemeinsamen Text prüfen</translation>
    </message>
    <message>
        <source>Open the folder that holds your students&apos; work (one file or one folder per student), or the .zip your learning platform gave you. plagcheck reads .docx, .odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with every other and shows the text they share, side by side.</source>
        <translation>Öffnen Sie den Ordner mit den Arbeiten Ihrer Klasse (eine Datei oder ein Ordner pro Person) oder die .zip-Datei Ihrer Lernplattform. plagcheck liest .docx-, .odt-, .rtf-, .pdf-, .html-, .md- und .txt-Dateien, vergleicht jede Abgabe mit jeder anderen und zeigt den gemeinsamen Text nebeneinander.</translation>
    </message>
    <message>
        <source>Everything stays on this computer. You can also drop a folder here.</source>
        <translation>Alles bleibt auf diesem Computer. Sie können einen Ordner auch hierher ziehen.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip</source>
        <translation>Kein Ordner und keine .zip-Datei</translation>
    </message>
    <message>
        <source>plagcheck cannot open {0}: it is not a folder or a .zip file.</source>
        <translation>plagcheck kann {0} nicht öffnen: es ist kein Ordner und keine .zip-Datei.</translation>
    </message>
    <message>
        <source>Choose the folder of submissions, or the download from your platform.</source>
        <translation>Wählen Sie den Ordner mit den Abgaben oder den Download Ihrer Plattform.</translation>
    </message>
    <message>
        <source>Only one submission to compare</source>
        <translation>Nur eine Abgabe zum Vergleichen</translation>
    </message>
    <message>
        <source>{0} holds one submission that could be read: a comparison needs two or more.</source>
        <translation>{0} enthält eine lesbare Abgabe: ein Vergleich braucht zwei oder mehr.</translation>
    </message>
    <message>
        <source>None of the files could be compared</source>
        <translation>Keine der Dateien konnte verglichen werden</translation>
    </message>
    <message>
        <source>No file in {0} could be read and compared:</source>
        <translation>Keine Datei in {0} konnte gelesen und verglichen werden:</translation>
    </message>
    <message>
        <source>No submissions found</source>
        <translation>Keine Abgaben gefunden</translation>
    </message>
    <message>
        <source>{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</source>
        <translation>{0} enthält keine Datei, die plagcheck lesen kann (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Pairs page, Problems tab).</source>
        <translation>
            <numerusform>… und %n weitere (Seite Paare, Reiter Probleme).</numerusform>
            <numerusform>… und %n weitere (Seite Paare, Reiter Probleme).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check that this is the folder (or the whole download) with your students&apos; work, then open it again; a download that is damaged can be downloaded again from your platform.</source>
        <translation>Prüfen Sie, ob dies der Ordner (oder der ganze Download) mit den Arbeiten Ihrer Klasse ist, und öffnen Sie ihn dann erneut; ein beschädigter Download kann erneut von Ihrer Plattform heruntergeladen werden.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} files</source>
        <translation>{0}: {1} / {2} Dateien</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} pairs</source>
        <translation>{0}: {1} / {2} Paare</translation>
    </message>
    <message>
        <source>How the submissions were laid out</source>
        <translation>Wie die Abgaben aufgebaut waren</translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from the archive</source>
        <translation>
            <numerusform>%n aus dem Archiv</numerusform>
            <numerusform>%n aus dem Archiv</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates verified</source>
        <translation>
            <numerusform>%n Kandidat geprüft</numerusform>
            <numerusform>%n Kandidaten geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n gemeldetes Paar</numerusform>
            <numerusform>%n gemeldete Paare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Candidates: pairs of documents that share a band of their signatures (or a window of text), each compared exactly.</source>
        <translation>Kandidaten: Paare von Dokumenten, die ein Band ihrer Signaturen (oder ein Textfenster) teilen, jedes exakt verglichen.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs shared a band by chance: their signatures agree too little for the threshold to be reachable, so they were not compared.</source>
        <translation>
            <numerusform>%n weiteres Paar teilte zufällig ein Band: seine Signaturen stimmen zu wenig überein, um die Schwelle zu erreichen, daher wurde es nicht verglichen.</numerusform>
            <numerusform>%n weitere Paare teilten zufällig ein Band: ihre Signaturen stimmen zu wenig überein, um die Schwelle zu erreichen, daher wurden sie nicht verglichen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentsModel</name>
    <message>
        <source>{0} of {1}&apos;s text is found in %n other documents</source>
        <translation>{0} des Textes von {1} findet sich in anderen Dokumenten (%n)</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s text is shared with {2}</source>
        <translation>{0} des Textes von {1} wird mit {2} geteilt</translation>
    </message>
    <message>
        <source>{0}&apos;s work was not checked: {1}</source>
        <translation>Die Arbeit von {0} wurde nicht geprüft: {1}</translation>
    </message>
</context>
<context>
    <name>StudentsView</name>
    <message>
        <source>Find a student…</source>
        <translation>Eine Person suchen…</translation>
    </message>
    <message>
        <source>Show only students whose name contains this text</source>
        <translation>Nur Personen zeigen, deren Name diesen Text enthält</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>jede Bewertung</translation>
    </message>
    <message>
        <source>Show only students with this decision</source>
        <translation>Nur Personen mit dieser Entscheidung zeigen</translation>
    </message>
    <message>
        <source>Find a student</source>
        <translation>Eine Person suchen</translation>
    </message>
    <message>
        <source>Show students with review</source>
        <translation>Personen mit dieser Bewertung zeigen</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Also show the shares of the student&apos;s text quoted and cited, quoted without a citation, and cited without quotation marks (each column&apos;s tooltip says what)</source>
        <translation>Auch die Anteile des Textes zeigen, die in Anführungszeichen und zitiert, ohne Quellenangabe in Anführungszeichen oder ohne Anführungszeichen zitiert sind (der Tooltip jeder Spalte sagt, was)</translation>
    </message>
    <message>
        <source>Show the shares of every credit group</source>
        <translation>Die Anteile jeder Nachweisgruppe zeigen</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schüler/innen</translation>
    </message>
    <message>
        <source>Every student, most shared text first. Enter reads their strongest pair.</source>
        <translation>Alle Personen, der meiste geteilte Text zuerst. Eingabe liest ihr stärkstes Paar.</translation>
    </message>
    <message>
        <source>Coloured text is shared with another document (the colour says which, see the list). Click it to read that pair side by side.</source>
        <translation>Farbiger Text wird mit einem anderen Dokument geteilt (die Farbe und die Nummer sagen, mit welchem; siehe Liste). Anklicken, um dieses Paar nebeneinander zu lesen.</translation>
    </message>
    <message>
        <source>The documents this student shares text with, and how much of the student&apos;s text each covers. Click one to read that pair side by side.</source>
        <translation>Die Dokumente, mit denen diese Person Text teilt, und wie viel ihres Textes jedes abdeckt. Eines anklicken, um dieses Paar nebeneinander zu lesen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shares text with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Teilt Text mit&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Documents this student shares text with</source>
        <translation>Dokumente, mit denen diese Person Text teilt</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a student to read their text.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Wählen Sie eine Person, um ihren Text zu lesen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: not checked ({1}). Ask the student for a readable copy.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: nicht geprüft ({1}). Bitten Sie um eine lesbare Kopie.</translation>
    </message>
    <message numerus="yes">
        <source>{0} of this student&apos;s text is in %n passages shared with {1}. Click to compare.</source>
        <translation>
            <numerusform>{0} des Textes dieser Person steht in %n Passage, die mit {1} geteilt wird. Zum Vergleichen anklicken.</numerusform>
            <numerusform>{0} des Textes dieser Person steht in %n Passagen, die mit {1} geteilt werden. Zum Vergleichen anklicken.</numerusform>
        </translation>
    </message>
    <message>
        <source>and {0} quoted and cited (not counted)</source>
        <translation>und {0} zitiert und belegt (nicht gezählt)</translation>
    </message>
    <message numerus="yes">
        <source>{0} shared with %n documents</source>
        <translation>
            <numerusform>{0} geteilt mit %n Dokument</numerusform>
            <numerusform>{0} geteilt mit %n Dokumenten</numerusform>
        </translation>
    </message>
    <message>
        <source>No text shared with another document</source>
        <translation>Kein Text mit einem anderen Dokument geteilt</translation>
    </message>
    <message numerus="yes">
        <source>and a text shared by %n students (grey; shown under Shared by many, not counted)</source>
        <translation>
            <numerusform>und ein Text, den %n Person teilt (grau; unter „Von vielen geteilt“ gezeigt, nicht gezählt)</numerusform>
            <numerusform>und ein Text, den %n Personen teilen (grau; unter „Von vielen geteilt“ gezeigt, nicht gezählt)</numerusform>
        </translation>
    </message>
    <message>
        <source>No shared passage in this text.</source>
        <translation>Keine gemeinsame Passage in diesem Text.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}, shared with {2} (source {3})</source>
        <translation>Passage {0} von {1}, geteilt mit {2} (Quelle {3})</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n students</source>
        <translation>
            <numerusform>{0} von %n Person</numerusform>
            <numerusform>{0} von %n Personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not checked)</source>
        <translation>
            <numerusform>(%n nicht geprüft)</numerusform>
            <numerusform>(%n nicht geprüft)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Open folder or download…</source>
        <translation>Ordner oder Download öffnen…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check, or the .zip your learning platform gave you (Moodle, Canvas, Blackboard: &apos;Download all submissions&apos;)</source>
        <translation>Den Ordner mit den zu prüfenden Abgaben wählen oder die .zip-Datei Ihrer Lernplattform (Moodle, Canvas, Blackboard: „Alle Abgaben herunterladen“)</translation>
    </message>
    <message>
        <source>Folder of submissions…</source>
        <translation>Ordner mit Abgaben…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check</source>
        <translation>Den Ordner mit den zu prüfenden Abgaben wählen</translation>
    </message>
    <message>
        <source>Download from the learning platform (.zip)…</source>
        <translation>Download der Lernplattform (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you</source>
        <translation>Die .zip-Datei aller Abgaben öffnen, die Moodle, Canvas oder Blackboard Ihnen gegeben hat</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the scan; the previous results stay on screen</source>
        <translation>Die Prüfung anhalten; die vorherigen Ergebnisse bleiben sichtbar</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Write the pairs as a spreadsheet (CSV)</source>
        <translation>Die Paare als Tabelle schreiben (CSV)</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>Write everything found as JSON, for other tools</source>
        <translation>Alles Gefundene als JSON schreiben, für andere Programme</translation>
    </message>
    <message>
        <source>Export HTML report…</source>
        <translation>HTML-Bericht exportieren…</translation>
    </message>
    <message>
        <source>Write the report with the evidence, your decisions and notes (HTML)</source>
        <translation>Den Bericht mit den Belegen, Ihren Entscheidungen und Notizen schreiben (HTML)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Schüler/innen</translation>
    </message>
    <message>
        <source>Show the students, most shared text first</source>
        <translation>Die Personen zeigen, der meiste geteilte Text zuerst</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paare</translation>
    </message>
    <message>
        <source>Show the pairs of documents and their text side by side</source>
        <translation>Die Paare von Dokumenten und ihren Text nebeneinander zeigen</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Find a student (or a pair) by name</source>
        <translation>Eine Person (oder ein Paar) nach Namen suchen</translation>
    </message>
    <message>
        <source>Settings panel</source>
        <translation>Einstellungsbereich</translation>
    </message>
    <message>
        <source>Show or hide the settings panel (more room on a small screen)</source>
        <translation>Den Einstellungsbereich zeigen oder ausblenden (mehr Platz auf kleinem Bildschirm)</translation>
    </message>
    <message>
        <source>Next student or pair</source>
        <translation>Nächste Person oder nächstes Paar</translation>
    </message>
    <message>
        <source>Select the next student (or pair) in the table</source>
        <translation>Die nächste Person (bzw. das nächste Paar) in der Tabelle wählen</translation>
    </message>
    <message>
        <source>Previous student or pair</source>
        <translation>Vorherige Person oder vorheriges Paar</translation>
    </message>
    <message>
        <source>Select the previous student (or pair) in the table</source>
        <translation>Die vorherige Person (bzw. das vorherige Paar) in der Tabelle wählen</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Nächste Passage</translation>
    </message>
    <message>
        <source>Show the next shared passage in the text</source>
        <translation>Die nächste gemeinsame Passage im Text zeigen</translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Vorherige Passage</translation>
    </message>
    <message>
        <source>Show the previous shared passage in the text</source>
        <translation>Die vorherige gemeinsame Passage im Text zeigen</translation>
    </message>
    <message>
        <source>Decision: {0}</source>
        <translation>Entscheidung: {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <source>What each score means and how to act on a report</source>
        <translation>Was jeder Wert bedeutet und wie man mit einem Bericht umgeht</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Über plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Recent folders and downloads</source>
        <translation>Zuletzt geöffnete Ordner und Downloads</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archiv</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Die Sprache des Systems</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Bewertung</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>More toolbar buttons</source>
        <translation>Weitere Schaltflächen</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Weitere Menüs</translation>
    </message>
</context>
</TS>
