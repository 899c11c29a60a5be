<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ArchivePanel</name>
    <message>
        <source>Empty: add a folder to it.</source>
        <translation>Empty: add a folder to it.</translation>
    </message>
    <message>
        <source>Archive of earlier terms</source>
        <translation>Archive of earlier terms</translation>
    </message>
    <message>
        <source>Check this folder against essays handed in earlier terms, kept in a file on this computer.</source>
        <translation>Check this folder against essays handed in earlier terms, kept in a file on this computer.</translation>
    </message>
    <message>
        <source>Choose archive…</source>
        <translation>Choose archive…</translation>
    </message>
    <message>
        <source>Open an archive file, or name a new one to create it</source>
        <translation>Open an archive file, or name a new one to create it</translation>
    </message>
    <message>
        <source>Add this folder to the archive…</source>
        <translation>Add this folder to the archive…</translation>
    </message>
    <message>
        <source>Keep this folder&apos;s submissions in the archive under a label (e.g. the term), so that later terms are checked against them</source>
        <translation>Keep this folder&apos;s submissions in the archive under a label (e.g. the term), so that later terms are checked against them</translation>
    </message>
    <message>
        <source>Stop using the archive</source>
        <translation>Stop using the archive</translation>
    </message>
    <message>
        <source>Compare the folder with itself only (the file is kept)</source>
        <translation>Compare the folder with itself only (the file is kept)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Add folder…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Stop using</translation>
    </message>
    <message>
        <source>No archive: the folder is compared with itself only.</source>
        <translation>No archive: the folder is compared with itself only.</translation>
    </message>
    <message>
        <source>Choose an archive, or name a new one</source>
        <translation>Choose an archive, or name a new one</translation>
    </message>
    <message>
        <source>Archives (*{0} *.db);;All files (*)</source>
        <translation>Archives (*{0} *.db);;All files (*)</translation>
    </message>
    <message>
        <source>Using the archive {0}</source>
        <translation>Using the archive {0}</translation>
    </message>
    <message>
        <source>Cannot use this archive</source>
        <translation>Cannot use this archive</translation>
    </message>
    <message>
        <source>The folder is compared with itself only.</source>
        <translation>The folder is compared with itself only.</translation>
    </message>
    <message>
        <source>Cannot add to the archive</source>
        <translation>Cannot add to the archive</translation>
    </message>
    <message>
        <source>The settings are not valid; see the panel.</source>
        <translation>The settings are not valid; see the panel.</translation>
    </message>
    <message>
        <source>Add this folder to the archive</source>
        <translation>Add this folder to the archive</translation>
    </message>
    <message>
        <source>Label for the submissions in {0} (the term or assignment):</source>
        <translation>Label for the submissions in {0} (the term or assignment):</translation>
    </message>
    <message>
        <source>Adding {0} to the archive under &apos;{1}&apos;…</source>
        <translation>Adding {0} to the archive under &apos;{1}&apos;…</translation>
    </message>
    <message>
        <source>Archive: {0} documents added, {1} already there, {2} files not added</source>
        <translation>Archive: {0} documents added, {1} already there, {2} files not added</translation>
    </message>
    <message>
        <source>Could not add to the archive</source>
        <translation>Could not add to the archive</translation>
    </message>
    <message>
        <source>Nothing more was added to the archive.</source>
        <translation>Nothing more was added to the archive.</translation>
    </message>
    <message>
        <source>Adding stopped; documents already added stay in the archive.</source>
        <translation>Adding stopped; documents already added stay in the archive.</translation>
    </message>
</context>
<context>
    <name>CaseFileButton</name>
    <message>
        <source>Case file…</source>
        <translation>Case file…</translation>
    </message>
    <message>
        <source>Write this student&apos;s case file (PDF) for a head of department or an examination board: the files with their fingerprints (SHA-256), each shared passage side by side with its page, your decisions and notes with their dates</source>
        <translation>Write this student&apos;s case file (PDF) for a head of department or an examination board: the files with their fingerprints (SHA-256), each shared passage side by side with its page, your decisions and notes with their dates</translation>
    </message>
    <message>
        <source>Attach the original files</source>
        <translation>Attach the original files</translation>
    </message>
    <message>
        <source>Put the original files inside the PDF (those proven unchanged)</source>
        <translation>Put the original files inside the PDF (those proven unchanged)</translation>
    </message>
    <message>
        <source>Case file of {0}…</source>
        <translation>Case file of {0}…</translation>
    </message>
    <message>
        <source>Case file of {0}</source>
        <translation>Case file of {0}</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the case file {0}</source>
        <translation>Wrote the case file {0}</translation>
    </message>
    <message>
        <source>Could not write the case file: {0}</source>
        <translation>Could not write the case file: {0}</translation>
    </message>
    <message>
        <source>Case file</source>
        <translation>Case file</translation>
    </message>
</context>
<context>
    <name>ChangeMarks</name>
    <message>
        <source>Changed since the results shown: applied at the next scan.</source>
        <translation>Changed since the results shown: applied at the next scan.</translation>
    </message>
    <message>
        <source>Not the default value (Restore defaults brings every setting back).</source>
        <translation>Not the default value (Restore defaults brings every setting back).</translation>
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
        <translation>The first document of the pair</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Document B</translation>
    </message>
    <message>
        <source>The second document of the pair</source>
        <translation>The second document of the pair</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archive</translation>
    </message>
    <message>
        <source>The earlier term (archive label) of an archived document</source>
        <translation>The earlier term (archive label) of an archived document</translation>
    </message>
    <message>
        <source>Found elsewhere</source>
        <translation>Found elsewhere</translation>
    </message>
    <message>
        <source>Not credited</source>
        <translation>Not credited</translation>
    </message>
    <message>
        <source>Estimated J</source>
        <translation>Estimated J</translation>
    </message>
    <message>
        <source>A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from their fingerprints; the search uses it to find pairs</source>
        <translation>A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from their fingerprints; the search uses it to find pairs</translation>
    </message>
    <message>
        <source>Exact J</source>
        <translation>Exact J</translation>
    </message>
    <message>
        <source>How much the two texts overlap: the share of all their phrases (runs of words) that they have in common; 0 nothing, 1 identical</source>
        <translation>How much the two texts overlap: the share of all their phrases (runs of words) that they have in common; 0 nothing, 1 identical</translation>
    </message>
    <message>
        <source>Bag J</source>
        <translation>Bag J</translation>
    </message>
    <message>
        <source>Like exact J, but a phrase repeated counts each time (at most 0.5)</source>
        <translation>Like exact J, but a phrase repeated counts each time (at most 0.5)</translation>
    </message>
    <message>
        <source>A in B</source>
        <translation>A in B</translation>
    </message>
    <message>
        <source>How much of document A is found in document B</source>
        <translation>How much of document A is found in document B</translation>
    </message>
    <message>
        <source>B in A</source>
        <translation>B in A</translation>
    </message>
    <message>
        <source>How much of document B is found in document A</source>
        <translation>How much of document B is found in document A</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>The largest share of one stretch of text (about a paragraph) found in the other document: high when a paragraph was pasted into an otherwise different essay</source>
        <translation>The largest share of one stretch of text (about a paragraph) found in the other document: high when a paragraph was pasted into an otherwise different essay</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Passages</translation>
    </message>
    <message>
        <source>Number of shared passages</source>
        <translation>Number of shared passages</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Longest</translation>
    </message>
    <message>
        <source>Words in the longest shared passage</source>
        <translation>Words in the longest shared passage</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Disguises found (look-alike letters, invisible characters...)</source>
        <translation>Disguises found (look-alike letters, invisible characters...)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Your decision about this pair and your note (kept for this folder)</source>
        <translation>Your decision about this pair and your note (kept for this folder)</translation>
    </message>
    <message>
        <source>Reworded</source>
        <translation>Reworded</translation>
    </message>
    <message>
        <source>The share of sentences found in the other text with their words shuffled, replaced by other forms or moved (a reworded copy); 0 nothing, 1 every sentence</source>
        <translation>The share of sentences found in the other text with their words shuffled, replaced by other forms or moved (a reworded copy); 0 nothing, 1 every sentence</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Handed in</translation>
    </message>
    <message>
        <source>Which side handed in first, and how long before the other: an order in time, not a verdict (the earlier side may have shared a draft)</source>
        <translation>Which side handed in first, and how long before the other: an order in time, not a verdict (the earlier side may have shared a draft)</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
    </message>
    <message>
        <source>The student&apos;s submission</source>
        <translation>The student&apos;s submission</translation>
    </message>
    <message>
        <source>Shares most with</source>
        <translation>Shares most with</translation>
    </message>
    <message>
        <source>The document this student shares the most text with, and how much of the student&apos;s text that is</source>
        <translation>The document this student shares the most text with, and how much of the student&apos;s text that is</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <source>How many documents this student shares passages with</source>
        <translation>How many documents this student shares passages with</translation>
    </message>
    <message>
        <source>Quoted and cited</source>
        <translation>Quoted and cited</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted and cited: credit given: listed, greyed, not counted in the similarity</source>
        <translation>Share of this student&apos;s text in passages quoted and cited: credit given: listed, greyed, not counted in the similarity</translation>
    </message>
    <message>
        <source>Quoted, no citation</source>
        <translation>Quoted, no citation</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted, no citation: in quotation marks, but no citation names where it is from</source>
        <translation>Share of this student&apos;s text in passages quoted, no citation: in quotation marks, but no citation names where it is from</translation>
    </message>
    <message>
        <source>Cited, no quotation marks</source>
        <translation>Cited, no quotation marks</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages cited, no quotation marks: a citation names the source, but the words are not marked as a quotation</source>
        <translation>Share of this student&apos;s text in passages cited, no quotation marks: a citation names the source, but the words are not marked as a quotation</translation>
    </message>
    <message>
        <source>Tricks found in the file: look-alike letters, invisible characters, hidden text</source>
        <translation>Tricks found in the file: look-alike letters, invisible characters, hidden text</translation>
    </message>
    <message>
        <source>Your decision about this student and your note (kept for this folder)</source>
        <translation>Your decision about this student and your note (kept for this folder)</translation>
    </message>
    <message>
        <source>When the student handed in (UTC): from the LMS download or a class list; &quot;file time&quot; where only the file&apos;s own time was known (weaker: copying a file changes it)</source>
        <translation>When the student handed in (UTC): from the LMS download or a class list; &quot;file time&quot; where only the file&apos;s own time was known (weaker: copying a file changes it)</translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation>Shared by</translation>
    </message>
    <message>
        <source>How many students have this text</source>
        <translation>How many students have this text</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>The text, as most of the students who have it wrote it</source>
        <translation>The text, as most of the students who have it wrote it</translation>
    </message>
    <message>
        <source>Who has it</source>
        <translation>Who has it</translation>
    </message>
    <message>
        <source>The students whose work holds this text</source>
        <translation>The students whose work holds this text</translation>
    </message>
</context>
<context>
    <name>CommonModel</name>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n student</numerusform>
            <numerusform>%n students</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … and %n more</source>
        <translation>
            <numerusform> … and %n more</numerusform>
            <numerusform> … and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n students: {0}</source>
        <translation>
            <numerusform>Shared by %n student: {0}</numerusform>
            <numerusform>Shared by %n students: {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonNote</name>
    <message>
        <source>Shared by many</source>
        <translation>Shared by many</translation>
    </message>
    <message numerus="yes">
        <source>A text shared by %n students is shown once under {0}</source>
        <translation>
            <numerusform>A text shared by %n student is shown once under {0}</numerusform>
            <numerusform>A text shared by %n students is shown once under {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts shared by many students are shown once under {0}</source>
        <translation>
            <numerusform>%n text shared by many students is shown once under {0}</numerusform>
            <numerusform>%n texts shared by many students are shown once under {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>add it as assignment text</source>
        <translation>add it as assignment text</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs share only a sentence or two each: if the class read a text, {0} (or open a pair and click Treat as assignment text under its passages)</source>
        <translation>
            <numerusform>%n pair shares only a sentence or two: if the class read a text, {0} (or open the pair and click Treat as assignment text under its passages)</numerusform>
            <numerusform>%n pairs share only a sentence or two each: if the class read a text, {0} (or open a pair and click Treat as assignment text under its passages)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonView</name>
    <message>
        <source>Texts shared by many students</source>
        <translation>Texts shared by many students</translation>
    </message>
    <message>
        <source>Treat as assignment text</source>
        <translation>Treat as assignment text</translation>
    </message>
    <message>
        <source>Add the selected text to the assignment text and scan again: it no longer counts as shared. It is saved in plagcheck&apos;s own folder, never in the students&apos; folder.</source>
        <translation>Add the selected text to the assignment text and scan again: it no longer counts as shared. It is saved in plagcheck&apos;s own folder, never in the students&apos; folder.</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once, not as copying</source>
        <translation>Text many students share (a prompt, a worksheet line, a quotation): shown once, not as copying</translation>
    </message>
    <message numerus="yes">
        <source>Shared by many (%n)</source>
        <translation>
            <numerusform>Shared by many (%n)</numerusform>
            <numerusform>Shared by many (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared by many</source>
        <translation>Shared by many</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once here, in no pair and in no student&apos;s share.</source>
        <translation>Text many students share (a prompt, a worksheet line, a quotation): shown once here, in no pair and in no student&apos;s share.</translation>
    </message>
    <message>
        <source>No text is shared by many students.</source>
        <translation>No text is shared by many students.</translation>
    </message>
    <message>
        <source>Could not save the text: {0}</source>
        <translation>Could not save the text: {0}</translation>
    </message>
    <message>
        <source>Added to the assignment text: scanning again…</source>
        <translation>Added to the assignment text: scanning again…</translation>
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
        <translation>Text of {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n files: </source>
        <translation>
            <numerusform>%n file: </numerusform>
            <numerusform>%n files: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of earlier attempts (not compared)</source>
        <translation>
            <numerusform>%n file of earlier attempts (not compared)</numerusform>
            <numerusform>%n files of earlier attempts (not compared)</numerusform>
        </translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Comment:</translation>
    </message>
    <message>
        <source>Handed in:</source>
        <translation>Handed in:</translation>
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
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>HTML files (*.html)</translation>
    </message>
    <message>
        <source>Export {0}</source>
        <translation>Export {0}</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Replace file?</translation>
    </message>
    <message>
        <source>{0} already exists and was not written by plagcheck. Replace it with the report?</source>
        <translation>{0} already exists and was not written by plagcheck. Replace it with the report?</translation>
    </message>
    <message>
        <source>Wrote {0}</source>
        <translation>Wrote {0}</translation>
    </message>
    <message>
        <source>Could not write the report: {0}</source>
        <translation>Could not write the report: {0}</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Students linked by shared text: click a student to open them, a line to open the pair; Tab goes from student to student, Enter opens</source>
        <translation>Students linked by shared text: click a student to open them, a line to open the pair; Tab goes from student to student, Enter opens</translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>No documents share text above the thresholds</translation>
    </message>
    <message numerus="yes">
        <source>%n documents linked by shared text</source>
        <translation>
            <numerusform>%n document linked by shared text</numerusform>
            <numerusform>%n documents linked by shared text</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n reported pair</numerusform>
            <numerusform>%n reported pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupsView</name>
    <message>
        <source>Group / document</source>
        <translation>Group / document</translation>
    </message>
    <message>
        <source>Reported pairs</source>
        <translation>Reported pairs</translation>
    </message>
    <message>
        <source>Students linked by reported pairs: a ring of copying shows as one group</source>
        <translation>Students linked by reported pairs: a ring of copying shows as one group</translation>
    </message>
    <message>
        <source>Groups of students who share text</source>
        <translation>Groups of students who share text</translation>
    </message>
    <message numerus="yes">
        <source>Group {0}: %n documents</source>
        <translation>
            <numerusform>Group {0}: %n document</numerusform>
            <numerusform>Group {0}: %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>No documents share text above the thresholds</translation>
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
</translation>
    </message>
    <message>
        <source>see the project&apos;s page</source>
        <translation>see the project&apos;s page</translation>
    </message>
    <message>
        <source>A plagiarism checker for teachers: it finds the text submissions share and shows the evidence side by side. Everything runs on this computer; no text leaves it.</source>
        <translation>A plagiarism checker for teachers: it finds the text submissions share and shows the evidence side by side. Everything runs on this computer; no text leaves it.</translation>
    </message>
    <message>
        <source>plagcheck is free software under the MIT licence.</source>
        <translation>plagcheck is free software under the MIT licence.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the LGPL-3.0) and these libraries:</source>
        <translation>Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the LGPL-3.0) and these libraries:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Component</translation>
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
        <translation>Case files are set in DejaVu Sans (Bitstream Vera licence; DejaVu changes in the public domain), shipped with plagcheck.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a table, the arrow keys move between rows and typing a name&apos;s first letters jumps to it; Enter on a student opens their strongest pair, on a pair its passages.</source>
        <translation>Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a table, the arrow keys move between rows and typing a name&apos;s first letters jumps to it; Enter on a student opens their strongest pair, on a pair its passages.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>plagcheck guide</source>
        <translation>plagcheck guide</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>About plagcheck</translation>
    </message>
</context>
<context>
    <name>HistogramView</name>
    <message>
        <source>Histogram of the pairs&apos; similarity</source>
        <translation>Histogram of the pairs&apos; similarity</translation>
    </message>
    <message>
        <source>Exact Jaccard of a verified pair</source>
        <translation>Exact Jaccard of a verified pair</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>threshold</translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins: most pairs sit near 0.</source>
        <translation>Where the class&apos;s ordinary overlap ends and copying begins: most pairs sit near 0.</translation>
    </message>
    <message>
        <source>{0} to {1}: {2}</source>
        <translation>{0} to {1}: {2}</translation>
    </message>
    <message>
        <source>No verified pairs yet.</source>
        <translation>No verified pairs yet.</translation>
    </message>
    <message>
        <source>Verified pairs by exact Jaccard: {0}.</source>
        <translation>Verified pairs by exact Jaccard: {0}.</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>every pair</translation>
    </message>
    <message>
        <source>LSH candidates</source>
        <translation>LSH candidates</translation>
    </message>
    <message numerus="yes">
        <source>%n verified pairs ({0}).</source>
        <translation>
            <numerusform>%n verified pair ({0}).</numerusform>
            <numerusform>%n verified pairs ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins.</source>
        <translation>Where the class&apos;s ordinary overlap ends and copying begins.</translation>
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
        <translation>, dump of {0}</translation>
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
        <translation> — unfinished: run &apos;plagcheck library build&apos; again</translation>
    </message>
    <message>
        <source>{0}: {1} articles, {2}</source>
        <translation>{0}: {1} articles, {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>Library of sources</source>
        <translation>Library of sources</translation>
    </message>
    <message>
        <source>Also check the folder against a library of sources kept on this computer: Wikipedia from its dump, or a school&apos;s documents (&apos;plagcheck library build&apos;)</source>
        <translation>Also check the folder against a library of sources kept on this computer: Wikipedia from its dump, or a school&apos;s documents (&apos;plagcheck library build&apos;)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choose…</translation>
    </message>
    <message>
        <source>Choose a library folder</source>
        <translation>Choose a library folder</translation>
    </message>
    <message>
        <source>Choose a library of sources…</source>
        <translation>Choose a library of sources…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Stop using</translation>
    </message>
    <message>
        <source>Compare the folder without the library (it is kept)</source>
        <translation>Compare the folder without the library (it is kept)</translation>
    </message>
    <message>
        <source>Stop using the library</source>
        <translation>Stop using the library</translation>
    </message>
    <message>
        <source>Library chosen</source>
        <translation>Library chosen</translation>
    </message>
    <message>
        <source>What the library holds</source>
        <translation>What the library holds</translation>
    </message>
    <message>
        <source>Library problem</source>
        <translation>Library problem</translation>
    </message>
    <message>
        <source>No library: sources are not searched.</source>
        <translation>No library: sources are not searched.</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Not used: {0}</translation>
    </message>
    <message>
        <source>Not a library: {0} (make one with &apos;plagcheck library build&apos;)</source>
        <translation>Not a library: {0} (make one with &apos;plagcheck library build&apos;)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open a folder of submissions or your learning platform&apos;s download (.zip): toolbar, File menu, or drop it on this window.</source>
        <translation>Open a folder of submissions or your learning platform&apos;s download (.zip): toolbar, File menu, or drop it on this window.</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Students</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Every student&apos;s share of shared text, and where it is</source>
        <translation>Every student&apos;s share of shared text, and where it is</translation>
    </message>
    <message>
        <source>Every pair of documents that share text, their scores and the text side by side</source>
        <translation>Every pair of documents that share text, their scores and the text side by side</translation>
    </message>
    <message>
        <source>plagcheck will speak {0} when it starts next.</source>
        <translation>plagcheck will speak {0} when it starts next.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip: {0}</source>
        <translation>Not a folder or a .zip: {0}</translation>
    </message>
    <message>
        <source>Open a folder of submissions</source>
        <translation>Open a folder of submissions</translation>
    </message>
    <message>
        <source>Open a download of all submissions</source>
        <translation>Open a download of all submissions</translation>
    </message>
    <message>
        <source>Downloads of all submissions (*.zip *.ZIP);;All files (*)</source>
        <translation>Downloads of all submissions (*.zip *.ZIP);;All files (*)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Scanned {0} as {1}</source>
        <translation>Scanned {0} as {1}</translation>
    </message>
    <message>
        <source>(every pair compared exactly)</source>
        <translation>(every pair compared exactly)</translation>
    </message>
    <message>
        <source>The archive was not used</source>
        <translation>The archive was not used</translation>
    </message>
    <message>
        <source>The folder was compared with itself only; its results are shown.</source>
        <translation>The folder was compared with itself only; its results are shown.</translation>
    </message>
    <message>
        <source>Archive not used: {0}</source>
        <translation>Archive not used: {0}</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Not used: {0}</translation>
    </message>
    <message>
        <source>Scan cancelled; the previous results are still shown.</source>
        <translation>Scan cancelled; the previous results are still shown.</translation>
    </message>
    <message>
        <source>The scan failed: {0}</source>
        <translation>The scan failed: {0}</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Handed in before, archived under &apos;{0}&apos;</source>
        <translation>Handed in before, archived under &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>Similar figures, no shared passage: nothing a teacher could read is left to show (what they share is common to the class, or is the topic&apos;s own words), so the pair is not reported</source>
        <translation>Similar figures, no shared passage: nothing a teacher could read is left to show (what they share is common to the class, or is the topic&apos;s own words), so the pair is not reported</translation>
    </message>
    <message>
        <source>An LSH candidate below both thresholds: not reported</source>
        <translation>An LSH candidate below both thresholds: not reported</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s essay is found in {2}&apos;s; {3} of {2}&apos;s is found in {1}&apos;s</source>
        <translation>{0} of {1}&apos;s essay is found in {2}&apos;s; {3} of {2}&apos;s is found in {1}&apos;s</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>How likely the quick search is to find a pair, by how similar the pair is</source>
        <translation>How likely the quick search is to find a pair, by how similar the pair is</translation>
    </message>
    <message>
        <source>How many pairs have each similarity; the reported ones in red</source>
        <translation>How many pairs have each similarity; the reported ones in red</translation>
    </message>
    <message>
        <source>Students linked by shared text: a group of three or more can be a shared source or a ring</source>
        <translation>Students linked by shared text: a group of three or more can be a shared source or a ring</translation>
    </message>
    <message>
        <source>The class as a graph: click a student to open them, a line to open the pair; the Groups tab says the same in words</source>
        <translation>The class as a graph: click a student to open them, a line to open the pair; the Groups tab says the same in words</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare, and why</source>
        <translation>Files that could not be read or had nothing to compare, and why</translation>
    </message>
    <message>
        <source>S-curve</source>
        <translation>S-curve</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogram</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groups</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problems (%n)</numerusform>
            <numerusform>Problems (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairsView</name>
    <message>
        <source>Filter by name…</source>
        <translation>Filter by name…</translation>
    </message>
    <message>
        <source>Show only pairs where either document&apos;s name contains this text</source>
        <translation>Show only pairs where either document&apos;s name contains this text</translation>
    </message>
    <message>
        <source>Hide pairs whose strongest score (exact J, containment or local) is below this</source>
        <translation>Hide pairs whose strongest score (exact J, containment or local) is below this</translation>
    </message>
    <message>
        <source>Show rejected</source>
        <translation>Show rejected</translation>
    </message>
    <message>
        <source>Also list pairs the quick search flagged but the exact check found below the thresholds (shown grey)</source>
        <translation>Also list pairs the quick search flagged but the exact check found below the thresholds (shown grey)</translation>
    </message>
    <message>
        <source>Only the archive</source>
        <translation>Only the archive</translation>
    </message>
    <message>
        <source>Show only pairs where one document was handed in an earlier term (from the archive)</source>
        <translation>Show only pairs where one document was handed in an earlier term (from the archive)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures beside the plain one: estimated, exact and bag Jaccard, containment both ways, local containment and rewording (each column&apos;s tooltip says what it measures)</source>
        <translation>Show the method&apos;s figures beside the plain one: estimated, exact and bag Jaccard, containment both ways, local containment and rewording (each column&apos;s tooltip says what it measures)</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures</source>
        <translation>Show the method&apos;s figures</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>any review</translation>
    </message>
    <message>
        <source>Show only pairs with this decision</source>
        <translation>Show only pairs with this decision</translation>
    </message>
    <message>
        <source>Filter pairs by name</source>
        <translation>Filter pairs by name</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Minimum score</translation>
    </message>
    <message>
        <source>Show pairs with review</source>
        <translation>Show pairs with review</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Every pair of documents that share text. Enter moves to its passages.</source>
        <translation>Every pair of documents that share text. Enter moves to its passages.</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message numerus="yes">
        <source>{0} shown / %n reported</source>
        <translation>
            <numerusform>{0} shown / %n reported</numerusform>
            <numerusform>{0} shown / %n reported</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PathList</name>
    <message>
        <source>Add file…</source>
        <translation>Add file…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Add folder…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>Add {0}</translation>
    </message>
    <message>
        <source>Add a folder of them ({0})</source>
        <translation>Add a folder of them ({0})</translation>
    </message>
    <message>
        <source>Stop using the selected file or folder</source>
        <translation>Stop using the selected file or folder</translation>
    </message>
    <message>
        <source>Add file to {0}</source>
        <translation>Add file to {0}</translation>
    </message>
    <message>
        <source>Add folder to {0}</source>
        <translation>Add folder to {0}</translation>
    </message>
    <message>
        <source>Remove from {0}</source>
        <translation>Remove from {0}</translation>
    </message>
    <message>
        <source>Add a folder ({0})</source>
        <translation>Add a folder ({0})</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Why it was not compared</source>
        <translation>Why it was not compared</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare</source>
        <translation>Files that could not be read or had nothing to compare</translation>
    </message>
    <message>
        <source>Files not compared</source>
        <translation>Files not compared</translation>
    </message>
</context>
<context>
    <name>ReviewEditor</name>
    <message>
        <source>Your review:</source>
        <translation>Your review:</translation>
    </message>
    <message>
        <source>Your decision about this student; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Your decision about this student; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</translation>
    </message>
    <message>
        <source>Your decision about this pair; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Your decision about this pair; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</translation>
    </message>
    <message>
        <source>Note (kept with the decision)…</source>
        <translation>Note (kept with the decision)…</translation>
    </message>
    <message>
        <source>A note about this student: what you saw, what you decided and why. Saved as you type.</source>
        <translation>A note about this student: what you saw, what you decided and why. Saved as you type.</translation>
    </message>
    <message>
        <source>A note about this pair: what you saw, what you decided and why. Saved as you type.</source>
        <translation>A note about this pair: what you saw, what you decided and why. Saved as you type.</translation>
    </message>
    <message>
        <source>Your review</source>
        <translation>Your review</translation>
    </message>
    <message>
        <source>Note about this student</source>
        <translation>Note about this student</translation>
    </message>
    <message>
        <source>Note about this pair</source>
        <translation>Note about this pair</translation>
    </message>
    <message numerus="yes">
        <source>Your review (%n earlier):</source>
        <translation>
            <numerusform>Your review (%n earlier):</numerusform>
            <numerusform>Your review (%n earlier):</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision, newest first:</source>
        <translation>Every decision, newest first:</translation>
    </message>
</context>
<context>
    <name>ReviewKeeper</name>
    <message>
        <source>The review file</source>
        <translation>The review file</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Not saved: {0}</translation>
    </message>
    <message>
        <source>Review saved ({0})</source>
        <translation>Review saved ({0})</translation>
    </message>
</context>
<context>
    <name>ReviewKeys</name>
    <message>
        <source>This is the last student.</source>
        <translation>This is the last student.</translation>
    </message>
    <message>
        <source>This is the first student.</source>
        <translation>This is the first student.</translation>
    </message>
    <message>
        <source>This is the last pair.</source>
        <translation>This is the last pair.</translation>
    </message>
    <message>
        <source>This is the first pair.</source>
        <translation>This is the first pair.</translation>
    </message>
    <message>
        <source>This pair shares no passage.</source>
        <translation>This pair shares no passage.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}: {2}</source>
        <translation>Passage {0} of {1}: {2}</translation>
    </message>
    <message>
        <source>Select a student or a pair first.</source>
        <translation>Select a student or a pair first.</translation>
    </message>
</context>
<context>
    <name>SCurveView</name>
    <message>
        <source>S-curve plot</source>
        <translation>S-curve plot</translation>
    </message>
    <message>
        <source>Jaccard similarity s of a pair</source>
        <translation>Jaccard similarity s of a pair</translation>
    </message>
    <message>
        <source>P(candidate)</source>
        <translation>P(candidate)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>threshold</translation>
    </message>
    <message>
        <source>knee</source>
        <translation>knee</translation>
    </message>
    <message>
        <source>Each dot is a pair of documents the scan compared, at its similarity: how likely the quick search was to find a pair that similar</source>
        <translation>Each dot is a pair of documents the scan compared, at its similarity: how likely the quick search was to find a pair that similar</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>reported</translation>
    </message>
    <message>
        <source>below thresholds</source>
        <translation>below thresholds</translation>
    </message>
    <message>
        <source>missed by LSH (exact run)</source>
        <translation>missed by LSH (exact run)</translation>
    </message>
    <message>
        <source>Probability that the quick search finds a pair, by its similarity s, for {0} bands of {1} rows: {2}. Threshold {3}, knee {4}.</source>
        <translation>Probability that the quick search finds a pair, by its similarity s, for {0} bands of {1} rows: {2}. Threshold {3}, knee {4}.</translation>
    </message>
    <message>
        <source>Pairs shown: {0} reported, {1} below the thresholds, {2} missed.</source>
        <translation>Pairs shown: {0} reported, {1} below the thresholds, {2} missed.</translation>
    </message>
    <message>
        <source>b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · orange: pairs checked needlessly ({3})</source>
        <translation>b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · orange: pairs checked needlessly ({3})</translation>
    </message>
    <message>
        <source>Red area (above the threshold, under 1): similar pairs the quick search can miss, {0}. Orange area (below the threshold): dissimilar pairs it checks needlessly, {1}. Every candidate is then checked exactly.</source>
        <translation>Red area (above the threshold, under 1): similar pairs the quick search can miss, {0}. Orange area (below the threshold): dissimilar pairs it checks needlessly, {1}. Every candidate is then checked exactly.</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>Recognise it</source>
        <translation>Recognise it</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Moodle download</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Canvas download</translation>
    </message>
    <message>
        <source>Blackboard download</source>
        <translation>Blackboard download</translation>
    </message>
    <message>
        <source>One sub-folder per student</source>
        <translation>One sub-folder per student</translation>
    </message>
    <message>
        <source>One file per student</source>
        <translation>One file per student</translation>
    </message>
    <message>
        <source>Ignore upper/lower case</source>
        <translation>Ignore upper/lower case</translation>
    </message>
    <message>
        <source>Treat &apos;Water&apos; and &apos;water&apos; as the same word.</source>
        <translation>Treat &apos;Water&apos; and &apos;water&apos; as the same word.</translation>
    </message>
    <message>
        <source>Fold special character forms</source>
        <translation>Fold special character forms</translation>
    </message>
    <message>
        <source>Treat full-width and other typographic variants of letters as ordinary letters.</source>
        <translation>Treat full-width and other typographic variants of letters as ordinary letters.</translation>
    </message>
    <message>
        <source>Remove invisible characters</source>
        <translation>Remove invisible characters</translation>
    </message>
    <message>
        <source>Drop zero-width and other invisible characters that students hide inside words.</source>
        <translation>Drop zero-width and other invisible characters that students hide inside words.</translation>
    </message>
    <message>
        <source>Undo look-alike letters</source>
        <translation>Undo look-alike letters</translation>
    </message>
    <message>
        <source>Read letters from other alphabets that look Latin (Cyrillic &apos;а&apos; for &apos;a&apos;) as Latin.</source>
        <translation>Read letters from other alphabets that look Latin (Cyrillic &apos;а&apos; for &apos;a&apos;) as Latin.</translation>
    </message>
    <message>
        <source>Ignore hidden text</source>
        <translation>Ignore hidden text</translation>
    </message>
    <message>
        <source>Leave out text a reader cannot see, such as white or tiny text in a Word file.</source>
        <translation>Leave out text a reader cannot see, such as white or tiny text in a Word file.</translation>
    </message>
    <message>
        <source>Ignore punctuation</source>
        <translation>Ignore punctuation</translation>
    </message>
    <message>
        <source>Compare the words only, not commas and full stops.</source>
        <translation>Compare the words only, not commas and full stops.</translation>
    </message>
    <message>
        <source>Ignore digits</source>
        <translation>Ignore digits</translation>
    </message>
    <message>
        <source>Leave numbers out of the comparison.</source>
        <translation>Leave numbers out of the comparison.</translation>
    </message>
    <message>
        <source>Ignore common words</source>
        <translation>Ignore common words</translation>
    </message>
    <message>
        <source>Leave out words like &apos;the&apos;, &apos;and&apos;, &apos;of&apos; (word mode), so only content words count.</source>
        <translation>Leave out words like &apos;the&apos;, &apos;and&apos;, &apos;of&apos; (word mode), so only content words count.</translation>
    </message>
    <message>
        <source>Ignore quotations</source>
        <translation>Ignore quotations</translation>
    </message>
    <message>
        <source>Text in quotation marks or block quotes does not count as copying.</source>
        <translation>Text in quotation marks or block quotes does not count as copying.</translation>
    </message>
    <message>
        <source>Ignore bibliography</source>
        <translation>Ignore bibliography</translation>
    </message>
    <message>
        <source>Reference lists (References, Bibliography, Works Cited…) do not count as copying.</source>
        <translation>Reference lists (References, Bibliography, Works Cited…) do not count as copying.</translation>
    </message>
    <message>
        <source>Count quoted and cited text</source>
        <translation>Count quoted and cited text</translation>
    </message>
    <message>
        <source>Text a student put in quotation marks and cited counts in their similarity, and two students who quoted and cited the same words are a pair. Off: it is listed, greyed, and counted apart.</source>
        <translation>Text a student put in quotation marks and cited counts in their similarity, and two students who quoted and cited the same words are a pair. Off: it is listed, greyed, and counted apart.</translation>
    </message>
    <message>
        <source>Count reference lists and notes</source>
        <translation>Count reference lists and notes</translation>
    </message>
    <message>
        <source>A References, Bibliography or Notes section can make a match. Off: it never does.</source>
        <translation>A References, Bibliography or Notes section can make a match. Off: it never does.</translation>
    </message>
    <message>
        <source>Find reworded copies</source>
        <translation>Find reworded copies</translation>
    </message>
    <message>
        <source>Also compare sentences as sets of words, so a copy whose words were shuffled or replaced, or whose sentences were moved, is found (the Reworded column).</source>
        <translation>Also compare sentences as sets of words, so a copy whose words were shuffled or replaced, or whose sentences were moved, is found (the Reworded column).</translation>
    </message>
    <message>
        <source>Read each text in its own language</source>
        <translation>Read each text in its own language</translation>
    </message>
    <message>
        <source>Tell each document&apos;s language, leave out its common words and compare word stems (&apos;rivers&apos; and &apos;river&apos; alike) when looking for reworded copies.</source>
        <translation>Tell each document&apos;s language, leave out its common words and compare word stems (&apos;rivers&apos; and &apos;river&apos; alike) when looking for reworded copies.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Words</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Characters</translation>
    </message>
    <message>
        <source>Compare runs of words (best for essays) or runs of letters (catches copying with small spelling changes, and languages written without spaces).</source>
        <translation>Compare runs of words (best for essays) or runs of letters (catches copying with small spelling changes, and languages written without spaces).</translation>
    </message>
    <message>
        <source>How many words (or letters) in a row must match to count. Smaller finds more paraphrase but also more chance overlap; 3 words suits essays.</source>
        <translation>How many words (or letters) in a row must match to count. Smaller finds more paraphrase but also more chance overlap; 3 words suits essays.</translation>
    </message>
    <message>
        <source>Each phrase once</source>
        <translation>Each phrase once</translation>
    </message>
    <message>
        <source>Count repeats</source>
        <translation>Count repeats</translation>
    </message>
    <message>
        <source>Whether a phrase used several times counts once or every time it appears.</source>
        <translation>Whether a phrase used several times counts once or every time it appears.</translation>
    </message>
    <message>
        <source>Report two documents when at least this share of their phrases is the same (0 nothing shared, 1 identical). Lower finds more, including chance overlap.</source>
        <translation>Report two documents when at least this share of their phrases is the same (0 nothing shared, 1 identical). Lower finds more, including chance overlap.</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automatic</translation>
    </message>
    <message>
        <source>Also report a pair when this share of one document is found in the other, even if the other is much longer (a short answer copied into a long essay). Automatic: 0.3 for words, 0.5 for characters.</source>
        <translation>Also report a pair when this share of one document is found in the other, even if the other is much longer (a short answer copied into a long essay). Automatic: 0.3 for words, 0.5 for characters.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> words</translation>
    </message>
    <message>
        <source>Look for a pasted paragraph of about this many words inside otherwise different essays. 0 switches this off.</source>
        <translation>Look for a pasted paragraph of about this many words inside otherwise different essays. 0 switches this off.</translation>
    </message>
    <message>
        <source>Length of each document&apos;s fingerprint. Longer fingerprints estimate similarity more precisely and miss fewer pairs, but take a little longer.</source>
        <translation>Length of each document&apos;s fingerprint. Longer fingerprints estimate similarity more precisely and miss fewer pairs, but take a little longer.</translation>
    </message>
    <message>
        <source>Choose bands and rows from the threshold</source>
        <translation>Choose bands and rows from the threshold</translation>
    </message>
    <message>
        <source>Let plagcheck pick how the fingerprint is cut up for the quick search, so that pairs above the threshold are rarely missed (see the S-curve tab).</source>
        <translation>Let plagcheck pick how the fingerprint is cut up for the quick search, so that pairs above the threshold are rarely missed (see the S-curve tab).</translation>
    </message>
    <message>
        <source>Bands: more bands make the quick search find more pairs (fewer misses, more checks).</source>
        <translation>Bands: more bands make the quick search find more pairs (fewer misses, more checks).</translation>
    </message>
    <message>
        <source>Rows per band: more rows make the quick search stricter (fewer checks, more misses).</source>
        <translation>Rows per band: more rows make the quick search stricter (fewer checks, more misses).</translation>
    </message>
    <message>
        <source>Compare every pair exactly</source>
        <translation>Compare every pair exactly</translation>
    </message>
    <message>
        <source>Check all pairs instead of the quick search: nothing can be missed, but it is slow for hundreds of files. The S-curve then shows the pairs the quick search would miss.</source>
        <translation>Check all pairs instead of the quick search: nothing can be missed, but it is slow for hundreds of files. The S-curve then shows the pairs the quick search would miss.</translation>
    </message>
    <message>
        <source>Ignore phrases that appear in more than this share of all documents (set phrases everybody uses). 1.00 keeps everything.</source>
        <translation>Ignore phrases that appear in more than this share of all documents (set phrases everybody uses). 1.00 keeps everything.</translation>
    </message>
    <message>
        <source>Assignment text (templates):</source>
        <translation>Assignment text (templates):</translation>
    </message>
    <message>
        <source>The assignment prompt, worksheets or other text every student was given: text found in these files never counts as copying.</source>
        <translation>The assignment prompt, worksheets or other text every student was given: text found in these files never counts as copying.</translation>
    </message>
    <message>
        <source>a file every student was given (the assignment prompt)</source>
        <translation>a file every student was given (the assignment prompt)</translation>
    </message>
    <message>
        <source> students</source>
        <translation> students</translation>
    </message>
    <message>
        <source>Text this many students or more share (a prompt you did not give, a worksheet line, a quotation everyone used) is shown once under Shared by many, not as copying: it counts in no pair and in no student&apos;s share. One sentence needs half as many (at least 3, in a class of 10 or more) who share nothing else: a line of a reading they quote. Fewer students sharing one text (a ring copying one paragraph) are still reported.</source>
        <translation>Text this many students or more share (a prompt you did not give, a worksheet line, a quotation everyone used) is shown once under Shared by many, not as copying: it counts in no pair and in no student&apos;s share. One sentence needs half as many (at least 3, in a class of 10 or more) who share nothing else: a line of a reading they quote. Fewer students sharing one text (a ring copying one paragraph) are still reported.</translation>
    </message>
    <message>
        <source>Reference texts:</source>
        <translation>Reference texts:</translation>
    </message>
    <message>
        <source>Saved web pages, textbook chapters, model answers: every student&apos;s work is compared with them (never they with each other), and a pair with one says so. They are not listed as students.</source>
        <translation>Saved web pages, textbook chapters, model answers: every student&apos;s work is compared with them (never they with each other), and a pair with one says so. They are not listed as students.</translation>
    </message>
    <message>
        <source>a reference text (a saved web page, a chapter, a model answer)</source>
        <translation>a reference text (a saved web page, a chapter, a model answer)</translation>
    </message>
    <message>
        <source>How the folder or download is laid out. Moodle, Canvas and Blackboard downloads are recognised by their file names: each student&apos;s files are read as one submission, named after the student. Choose one here if it is recognised wrongly.</source>
        <translation>How the folder or download is laid out. Moodle, Canvas and Blackboard downloads are recognised by their file names: each student&apos;s files are read as one submission, named after the student. Choose one here if it is recognised wrongly.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Canvas names files by a short key (nunezjose). Its grades export (a CSV with the Student and ID columns) gives the students&apos; real names.</source>
        <translation>Canvas names files by a short key (nunezjose). Its grades export (a CSV with the Student and ID columns) gives the students&apos; real names.</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Roster…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Name Canvas students by their key again</source>
        <translation>Name Canvas students by their key again</translation>
    </message>
    <message>
        <source>Choose the roster (Canvas names)…</source>
        <translation>Choose the roster (Canvas names)…</translation>
    </message>
    <message>
        <source>Clear the roster</source>
        <translation>Clear the roster</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restore defaults</translation>
    </message>
    <message>
        <source>Every setting back to its default in one click (the assignment text, reference texts and Canvas names of this class are kept).</source>
        <translation>Every setting back to its default in one click (the assignment text, reference texts and Canvas names of this class are kept).</translation>
    </message>
    <message>
        <source>Restore the default settings</source>
        <translation>Restore the default settings</translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation>Submissions</translation>
    </message>
    <message>
        <source>Laid out as</source>
        <translation>Laid out as</translation>
    </message>
    <message>
        <source>Canvas names</source>
        <translation>Canvas names</translation>
    </message>
    <message>
        <source>What is reported</source>
        <translation>What is reported</translation>
    </message>
    <message>
        <source>Report above</source>
        <translation>Report above</translation>
    </message>
    <message>
        <source>…or contained above</source>
        <translation>…or contained above</translation>
    </message>
    <message>
        <source>Pasted paragraph</source>
        <translation>Pasted paragraph</translation>
    </message>
    <message>
        <source>Text that must not count</source>
        <translation>Text that must not count</translation>
    </message>
    <message>
        <source>Shared by many from</source>
        <translation>Shared by many from</translation>
    </message>
    <message>
        <source>Advanced: how documents are compared</source>
        <translation>Advanced: how documents are compared</translation>
    </message>
    <message>
        <source>The method&apos;s own settings: phrase length, fingerprints, the quick search and how text is cleaned before comparing. The defaults suit essays.</source>
        <translation>The method&apos;s own settings: phrase length, fingerprints, the quick search and how text is cleaned before comparing. The defaults suit essays.</translation>
    </message>
    <message>
        <source>Phrases</source>
        <translation>Phrases</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Phrase length</source>
        <translation>Phrase length</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Repeats</translation>
    </message>
    <message>
        <source>Quick search (MinHash + LSH)</source>
        <translation>Quick search (MinHash + LSH)</translation>
    </message>
    <message>
        <source>Fingerprint length</source>
        <translation>Fingerprint length</translation>
    </message>
    <message>
        <source>times</source>
        <translation>times</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Bands</translation>
    </message>
    <message>
        <source>Rows per band</source>
        <translation>Rows per band</translation>
    </message>
    <message>
        <source>Bands × rows</source>
        <translation>Bands × rows</translation>
    </message>
    <message>
        <source>Cleaning the text</source>
        <translation>Cleaning the text</translation>
    </message>
    <message>
        <source>Ignore phrases in more than</source>
        <translation>Ignore phrases in more than</translation>
    </message>
    <message>
        <source>Choose the course&apos;s grades export</source>
        <translation>Choose the course&apos;s grades export</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
</context>
<context>
    <name>SideBySide</name>
    <message>
        <source>Shared passages, longest first: click one to show it on both sides</source>
        <translation>Shared passages, longest first: click one to show it on both sides</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Shared passages</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt;</source>
        <translation>&lt;b&gt;Shared passages&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The selected passage is from a text the class was given (a reading, the prompt): add it, as both students wrote it, to the assignment text and scan again. It is then no evidence against anyone who has it.</source>
        <translation>The selected passage is from a text the class was given (a reading, the prompt): add it, as both students wrote it, to the assignment text and scan again. It is then no evidence against anyone who has it.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a pair above to read it side by side.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Select a pair above to read it side by side.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hand-in: {0}</source>
        <translation>Hand-in: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n shared passages</source>
        <translation>
            <numerusform>%n shared passage</numerusform>
            <numerusform>%n shared passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>reworded</translation>
    </message>
    <message>
        <source>Citation: {0}</source>
        <translation>Citation: {0}</translation>
    </message>
    <message>
        <source>Credit the student gave: {0}</source>
        <translation>Credit the student gave: {0}</translation>
    </message>
    <message>
        <source>same number = same passage</source>
        <translation>same number = same passage</translation>
    </message>
    <message>
        <source>grey = not compared (template, quotation, bibliography)</source>
        <translation>grey = not compared (template, quotation, bibliography)</translation>
    </message>
    <message>
        <source>red wavy underline = disguised characters</source>
        <translation>red wavy underline = disguised characters</translation>
    </message>
    <message>
        <source>underlined in colour</source>
        <translation>underlined in colour</translation>
    </message>
    <message>
        <source>words a reworded passage shares with the other text</source>
        <translation>words a reworded passage shares with the other text</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Open a folder…</source>
        <translation>Open a folder…</translation>
    </message>
    <message>
        <source>Choose the folder that holds your students&apos; submissions</source>
        <translation>Choose the folder that holds your students&apos; submissions</translation>
    </message>
    <message>
        <source>Open an LMS download (.zip)…</source>
        <translation>Open an LMS download (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you (&apos;Download all submissions&apos;)</source>
        <translation>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you (&apos;Download all submissions&apos;)</translation>
    </message>
    <message>
        <source>Try the sample essays</source>
        <translation>Try the sample essays</translation>
    </message>
    <message>
        <source>Check 20 short essays that come with plagcheck, some of them copied</source>
        <translation>Check 20 short essays that come with plagcheck, some of them copied</translation>
    </message>
    <message>
        <source>Check a class&apos;s submissions for shared text</source>
        <translation>Check a class&apos;s submissions for shared text</translation>
    </message>
    <message>
        <source>Open the folder that holds your students&apos; work (one file or one folder per student), or the .zip your learning platform gave you. plagcheck reads .docx, .odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with every other and shows the text they share, side by side.</source>
        <translation>Open the folder that holds your students&apos; work (one file or one folder per student), or the .zip your learning platform gave you. plagcheck reads .docx, .odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with every other and shows the text they share, side by side.</translation>
    </message>
    <message>
        <source>Everything stays on this computer. You can also drop a folder here.</source>
        <translation>Everything stays on this computer. You can also drop a folder here.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip</source>
        <translation>Not a folder or a .zip</translation>
    </message>
    <message>
        <source>plagcheck cannot open {0}: it is not a folder or a .zip file.</source>
        <translation>plagcheck cannot open {0}: it is not a folder or a .zip file.</translation>
    </message>
    <message>
        <source>Choose the folder of submissions, or the download from your platform.</source>
        <translation>Choose the folder of submissions, or the download from your platform.</translation>
    </message>
    <message>
        <source>Only one submission to compare</source>
        <translation>Only one submission to compare</translation>
    </message>
    <message>
        <source>{0} holds one submission that could be read: a comparison needs two or more.</source>
        <translation>{0} holds one submission that could be read: a comparison needs two or more.</translation>
    </message>
    <message>
        <source>None of the files could be compared</source>
        <translation>None of the files could be compared</translation>
    </message>
    <message>
        <source>No file in {0} could be read and compared:</source>
        <translation>No file in {0} could be read and compared:</translation>
    </message>
    <message>
        <source>No submissions found</source>
        <translation>No submissions found</translation>
    </message>
    <message>
        <source>{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</source>
        <translation>{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Pairs page, Problems tab).</source>
        <translation>
            <numerusform>… and %n more (Pairs page, Problems tab).</numerusform>
            <numerusform>… and %n more (Pairs page, Problems tab).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check that this is the folder (or the whole download) with your students&apos; work, then open it again; a download that is damaged can be downloaded again from your platform.</source>
        <translation>Check that this is the folder (or the whole download) with your students&apos; work, then open it again; a download that is damaged can be downloaded again from your platform.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} files</source>
        <translation>{0}: {1} / {2} files</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} pairs</source>
        <translation>{0}: {1} / {2} pairs</translation>
    </message>
    <message>
        <source>How the submissions were laid out</source>
        <translation>How the submissions were laid out</translation>
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
            <numerusform>%n from the archive</numerusform>
            <numerusform>%n from the archive</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates verified</source>
        <translation>
            <numerusform>%n candidate verified</numerusform>
            <numerusform>%n candidates verified</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n reported pair</numerusform>
            <numerusform>%n reported pairs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Candidates: pairs of documents that share a band of their signatures (or a window of text), each compared exactly.</source>
        <translation>Candidates: pairs of documents that share a band of their signatures (or a window of text), each compared exactly.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs shared a band by chance: their signatures agree too little for the threshold to be reachable, so they were not compared.</source>
        <translation>
            <numerusform>%n more pair shared a band by chance: its signatures agree too little for the threshold to be reachable, so it was not compared.</numerusform>
            <numerusform>%n more pairs shared a band by chance: their signatures agree too little for the threshold to be reachable, so they were not compared.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentsModel</name>
    <message>
        <source>{0} of {1}&apos;s text is found in %n other documents</source>
        <translation>{0} of {1}&apos;s text is found in %n other documents</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s text is shared with {2}</source>
        <translation>{0} of {1}&apos;s text is shared with {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s work was not checked: {1}</source>
        <translation>{0}&apos;s work was not checked: {1}</translation>
    </message>
</context>
<context>
    <name>StudentsView</name>
    <message>
        <source>Find a student…</source>
        <translation>Find a student…</translation>
    </message>
    <message>
        <source>Show only students whose name contains this text</source>
        <translation>Show only students whose name contains this text</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>any review</translation>
    </message>
    <message>
        <source>Show only students with this decision</source>
        <translation>Show only students with this decision</translation>
    </message>
    <message>
        <source>Find a student</source>
        <translation>Find a student</translation>
    </message>
    <message>
        <source>Show students with review</source>
        <translation>Show students with review</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Also show the shares of the student&apos;s text quoted and cited, quoted without a citation, and cited without quotation marks (each column&apos;s tooltip says what)</source>
        <translation>Also show the shares of the student&apos;s text quoted and cited, quoted without a citation, and cited without quotation marks (each column&apos;s tooltip says what)</translation>
    </message>
    <message>
        <source>Show the shares of every credit group</source>
        <translation>Show the shares of every credit group</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Students</translation>
    </message>
    <message>
        <source>Every student, most shared text first. Enter reads their strongest pair.</source>
        <translation>Every student, most shared text first. Enter reads their strongest pair.</translation>
    </message>
    <message>
        <source>Coloured text is shared with another document (the colour says which, see the list). Click it to read that pair side by side.</source>
        <translation>Coloured text is shared with another document (the colour says which, see the list). Click it to read that pair side by side.</translation>
    </message>
    <message>
        <source>The documents this student shares text with, and how much of the student&apos;s text each covers. Click one to read that pair side by side.</source>
        <translation>The documents this student shares text with, and how much of the student&apos;s text each covers. Click one to read that pair side by side.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shares text with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Shares text with&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Documents this student shares text with</source>
        <translation>Documents this student shares text with</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a student to read their text.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Select a student to read their text.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: not checked ({1}). Ask the student for a readable copy.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: not checked ({1}). Ask the student for a readable copy.</translation>
    </message>
    <message numerus="yes">
        <source>{0} of this student&apos;s text is in %n passages shared with {1}. Click to compare.</source>
        <translation>
            <numerusform>{0} of this student&apos;s text is in %n passage shared with {1}. Click to compare.</numerusform>
            <numerusform>{0} of this student&apos;s text is in %n passages shared with {1}. Click to compare.</numerusform>
        </translation>
    </message>
    <message>
        <source>and {0} quoted and cited (not counted)</source>
        <translation>and {0} quoted and cited (not counted)</translation>
    </message>
    <message numerus="yes">
        <source>{0} shared with %n documents</source>
        <translation>
            <numerusform>{0} shared with %n document</numerusform>
            <numerusform>{0} shared with %n documents</numerusform>
        </translation>
    </message>
    <message>
        <source>No text shared with another document</source>
        <translation>No text shared with another document</translation>
    </message>
    <message numerus="yes">
        <source>and a text shared by %n students (grey; shown under Shared by many, not counted)</source>
        <translation>
            <numerusform>and a text shared by %n student (grey; shown under Shared by many, not counted)</numerusform>
            <numerusform>and a text shared by %n students (grey; shown under Shared by many, not counted)</numerusform>
        </translation>
    </message>
    <message>
        <source>No shared passage in this text.</source>
        <translation>No shared passage in this text.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}, shared with {2} (source {3})</source>
        <translation>Passage {0} of {1}, shared with {2} (source {3})</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n students</source>
        <translation>
            <numerusform>{0} of %n student</numerusform>
            <numerusform>{0} of %n students</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n student</numerusform>
            <numerusform>%n students</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not checked)</source>
        <translation>
            <numerusform>(%n not checked)</numerusform>
            <numerusform>(%n not checked)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Open folder or download…</source>
        <translation>Open folder or download…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check, or the .zip your learning platform gave you (Moodle, Canvas, Blackboard: &apos;Download all submissions&apos;)</source>
        <translation>Choose the folder of student submissions to check, or the .zip your learning platform gave you (Moodle, Canvas, Blackboard: &apos;Download all submissions&apos;)</translation>
    </message>
    <message>
        <source>Folder of submissions…</source>
        <translation>Folder of submissions…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check</source>
        <translation>Choose the folder of student submissions to check</translation>
    </message>
    <message>
        <source>Download from the learning platform (.zip)…</source>
        <translation>Download from the learning platform (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you</source>
        <translation>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the scan; the previous results stay on screen</source>
        <translation>Stop the scan; the previous results stay on screen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Write the pairs as a spreadsheet (CSV)</source>
        <translation>Write the pairs as a spreadsheet (CSV)</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Export JSON…</translation>
    </message>
    <message>
        <source>Write everything found as JSON, for other tools</source>
        <translation>Write everything found as JSON, for other tools</translation>
    </message>
    <message>
        <source>Export HTML report…</source>
        <translation>Export HTML report…</translation>
    </message>
    <message>
        <source>Write the report with the evidence, your decisions and notes (HTML)</source>
        <translation>Write the report with the evidence, your decisions and notes (HTML)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Students</translation>
    </message>
    <message>
        <source>Show the students, most shared text first</source>
        <translation>Show the students, most shared text first</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Show the pairs of documents and their text side by side</source>
        <translation>Show the pairs of documents and their text side by side</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Find…</translation>
    </message>
    <message>
        <source>Find a student (or a pair) by name</source>
        <translation>Find a student (or a pair) by name</translation>
    </message>
    <message>
        <source>Settings panel</source>
        <translation>Settings panel</translation>
    </message>
    <message>
        <source>Show or hide the settings panel (more room on a small screen)</source>
        <translation>Show or hide the settings panel (more room on a small screen)</translation>
    </message>
    <message>
        <source>Next student or pair</source>
        <translation>Next student or pair</translation>
    </message>
    <message>
        <source>Select the next student (or pair) in the table</source>
        <translation>Select the next student (or pair) in the table</translation>
    </message>
    <message>
        <source>Previous student or pair</source>
        <translation>Previous student or pair</translation>
    </message>
    <message>
        <source>Select the previous student (or pair) in the table</source>
        <translation>Select the previous student (or pair) in the table</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Next passage</translation>
    </message>
    <message>
        <source>Show the next shared passage in the text</source>
        <translation>Show the next shared passage in the text</translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Previous passage</translation>
    </message>
    <message>
        <source>Show the previous shared passage in the text</source>
        <translation>Show the previous shared passage in the text</translation>
    </message>
    <message>
        <source>Decision: {0}</source>
        <translation>Decision: {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <source>What each score means and how to act on a report</source>
        <translation>What each score means and how to act on a report</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Keyboard shortcuts</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>About plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Recent folders and downloads</source>
        <translation>Recent folders and downloads</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Archive</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>The system&apos;s language</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>More toolbar buttons</source>
        <translation>More toolbar buttons</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>More menus</translation>
    </message>
</context>
</TS>
