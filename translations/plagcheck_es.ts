<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ArchivePanel</name>
    <message>
        <source>Empty: add a folder to it.</source>
        <translation>Vacío: añádale una carpeta.</translation>
    </message>
    <message>
        <source>Archive of earlier terms</source>
        <translation>Archivo de cursos anteriores</translation>
    </message>
    <message>
        <source>Check this folder against essays handed in earlier terms, kept in a file on this computer.</source>
        <translation>Comparar esta carpeta con los trabajos entregados en cursos anteriores, guardados en un fichero en este ordenador.</translation>
    </message>
    <message>
        <source>Choose archive…</source>
        <translation>Elegir archivo…</translation>
    </message>
    <message>
        <source>Open an archive file, or name a new one to create it</source>
        <translation>Abrir un fichero de archivo, o dar nombre a uno nuevo para crearlo</translation>
    </message>
    <message>
        <source>Add this folder to the archive…</source>
        <translation>Añadir esta carpeta al archivo…</translation>
    </message>
    <message>
        <source>Keep this folder&apos;s submissions in the archive under a label (e.g. the term), so that later terms are checked against them</source>
        <translation>Guardar las entregas de esta carpeta en el archivo con una etiqueta (p. ej., el curso), para que los cursos siguientes se comparen con ellas</translation>
    </message>
    <message>
        <source>Stop using the archive</source>
        <translation>Dejar de usar el archivo</translation>
    </message>
    <message>
        <source>Compare the folder with itself only (the file is kept)</source>
        <translation>Comparar la carpeta solo consigo misma (el fichero se conserva)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Dejar de usar</translation>
    </message>
    <message>
        <source>No archive: the folder is compared with itself only.</source>
        <translation>Sin archivo: la carpeta se compara solo consigo misma.</translation>
    </message>
    <message>
        <source>Choose an archive, or name a new one</source>
        <translation>Elegir un archivo, o dar nombre a uno nuevo</translation>
    </message>
    <message>
        <source>Archives (*{0} *.db);;All files (*)</source>
        <translation>Archivos (*{0} *.db);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <source>Using the archive {0}</source>
        <translation>Usando el archivo {0}</translation>
    </message>
    <message>
        <source>Cannot use this archive</source>
        <translation>No se puede usar este archivo</translation>
    </message>
    <message>
        <source>The folder is compared with itself only.</source>
        <translation>La carpeta se compara solo consigo misma.</translation>
    </message>
    <message>
        <source>Cannot add to the archive</source>
        <translation>No se puede añadir al archivo</translation>
    </message>
    <message>
        <source>The settings are not valid; see the panel.</source>
        <translation>La configuración no es válida; véase el panel.</translation>
    </message>
    <message>
        <source>Add this folder to the archive</source>
        <translation>Añadir esta carpeta al archivo</translation>
    </message>
    <message>
        <source>Label for the submissions in {0} (the term or assignment):</source>
        <translation>Etiqueta para las entregas de {0} (el curso o la tarea):</translation>
    </message>
    <message>
        <source>Adding {0} to the archive under &apos;{1}&apos;…</source>
        <translation>Añadiendo {0} al archivo con la etiqueta «{1}»…</translation>
    </message>
    <message>
        <source>Archive: {0} documents added, {1} already there, {2} files not added</source>
        <translation>Archivo: {0} documentos añadidos, {1} ya estaban, {2} ficheros no añadidos</translation>
    </message>
    <message>
        <source>Could not add to the archive</source>
        <translation>No se pudo añadir al archivo</translation>
    </message>
    <message>
        <source>Nothing more was added to the archive.</source>
        <translation>No se añadió nada más al archivo.</translation>
    </message>
    <message>
        <source>Adding stopped; documents already added stay in the archive.</source>
        <translation>Añadido detenido; los documentos ya añadidos siguen en el archivo.</translation>
    </message>
</context>
<context>
    <name>CaseFileButton</name>
    <message>
        <source>Case file…</source>
        <translation>Expediente…</translation>
    </message>
    <message>
        <source>Write this student&apos;s case file (PDF) for a head of department or an examination board: the files with their fingerprints (SHA-256), each shared passage side by side with its page, your decisions and notes with their dates</source>
        <translation>Escribir el expediente de este alumno (PDF) para una jefatura de departamento o un tribunal: los ficheros con sus huellas (SHA-256), cada pasaje compartido lado a lado con su página, sus decisiones y notas con sus fechas</translation>
    </message>
    <message>
        <source>Attach the original files</source>
        <translation>Adjuntar los ficheros originales</translation>
    </message>
    <message>
        <source>Put the original files inside the PDF (those proven unchanged)</source>
        <translation>Incluir los ficheros originales en el PDF (los que se demuestra que no cambiaron)</translation>
    </message>
    <message>
        <source>Case file of {0}…</source>
        <translation>Expediente de {0}…</translation>
    </message>
    <message>
        <source>Case file of {0}</source>
        <translation>Expediente de {0}</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Ficheros PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the case file {0}</source>
        <translation>Escrito el expediente {0}</translation>
    </message>
    <message>
        <source>Could not write the case file: {0}</source>
        <translation>No se pudo escribir el expediente: {0}</translation>
    </message>
    <message>
        <source>Case file</source>
        <translation>Expediente</translation>
    </message>
</context>
<context>
    <name>ChangeMarks</name>
    <message>
        <source>Changed since the results shown: applied at the next scan.</source>
        <translation>Cambiado desde los resultados mostrados: se aplica en el próximo análisis.</translation>
    </message>
    <message>
        <source>Not the default value (Restore defaults brings every setting back).</source>
        <translation>No es el valor predeterminado («Restablecer valores predeterminados» devuelve todos los ajustes).</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Document A</source>
        <translation>Documento A</translation>
    </message>
    <message>
        <source>The first document of the pair</source>
        <translation>El primer documento del par</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Documento B</translation>
    </message>
    <message>
        <source>The second document of the pair</source>
        <translation>El segundo documento del par</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>The earlier term (archive label) of an archived document</source>
        <translation>El curso anterior (etiqueta del archivo) de un documento archivado</translation>
    </message>
    <message>
        <source>Found elsewhere</source>
        <translation>Encontrado en otro lugar</translation>
    </message>
    <message>
        <source>Not credited</source>
        <translation>Sin atribución</translation>
    </message>
    <message>
        <source>Estimated J</source>
        <translation>J estimado</translation>
    </message>
    <message>
        <source>A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from their fingerprints; the search uses it to find pairs</source>
        <translation>Una estimación rápida de cuánto se solapan los dos textos (0: nada, 1: iguales), a partir de sus huellas; la búsqueda la usa para encontrar pares</translation>
    </message>
    <message>
        <source>Exact J</source>
        <translation>J exacto</translation>
    </message>
    <message>
        <source>How much the two texts overlap: the share of all their phrases (runs of words) that they have in common; 0 nothing, 1 identical</source>
        <translation>Cuánto se solapan los dos textos: la parte de todas sus frases (secuencias de palabras) que tienen en común; 0 nada, 1 idénticos</translation>
    </message>
    <message>
        <source>Bag J</source>
        <translation>J de multiconjunto</translation>
    </message>
    <message>
        <source>Like exact J, but a phrase repeated counts each time (at most 0.5)</source>
        <translation>Como el J exacto, pero una frase repetida cuenta cada vez (como mucho 0,5)</translation>
    </message>
    <message>
        <source>A in B</source>
        <translation>A en B</translation>
    </message>
    <message>
        <source>How much of document A is found in document B</source>
        <translation>Cuánto del documento A se encuentra en el documento B</translation>
    </message>
    <message>
        <source>B in A</source>
        <translation>B en A</translation>
    </message>
    <message>
        <source>How much of document B is found in document A</source>
        <translation>Cuánto del documento B se encuentra en el documento A</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>The largest share of one stretch of text (about a paragraph) found in the other document: high when a paragraph was pasted into an otherwise different essay</source>
        <translation>La mayor parte de un tramo de texto (un párrafo, más o menos) encontrada en el otro documento: alta cuando se pegó un párrafo en un trabajo por lo demás distinto</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Pasajes</translation>
    </message>
    <message>
        <source>Number of shared passages</source>
        <translation>Número de pasajes compartidos</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Más largo</translation>
    </message>
    <message>
        <source>Words in the longest shared passage</source>
        <translation>Palabras del pasaje compartido más largo</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Disguises found (look-alike letters, invisible characters...)</source>
        <translation>Disfraces encontrados (letras parecidas, caracteres invisibles…)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Your decision about this pair and your note (kept for this folder)</source>
        <translation>Su decisión sobre este par y su nota (guardadas para esta carpeta)</translation>
    </message>
    <message>
        <source>Reworded</source>
        <translation>Reformulado</translation>
    </message>
    <message>
        <source>The share of sentences found in the other text with their words shuffled, replaced by other forms or moved (a reworded copy); 0 nothing, 1 every sentence</source>
        <translation>La parte de las oraciones que aparecen en el otro texto con las palabras desordenadas, cambiadas por otras formas o movidas (una copia reformulada); 0 ninguna, 1 todas</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Entregado</translation>
    </message>
    <message>
        <source>Which side handed in first, and how long before the other: an order in time, not a verdict (the earlier side may have shared a draft)</source>
        <translation>Qué lado entregó primero y cuánto antes que el otro: un orden en el tiempo, no un veredicto (el lado anterior puede haber compartido un borrador)</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Alumno/a</translation>
    </message>
    <message>
        <source>The student&apos;s submission</source>
        <translation>La entrega del alumno o la alumna</translation>
    </message>
    <message>
        <source>Shares most with</source>
        <translation>Comparte más con</translation>
    </message>
    <message>
        <source>The document this student shares the most text with, and how much of the student&apos;s text that is</source>
        <translation>El documento con el que este alumno comparte más texto, y qué parte de su texto es</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Coincidencias</translation>
    </message>
    <message>
        <source>How many documents this student shares passages with</source>
        <translation>Con cuántos documentos comparte pasajes este alumno</translation>
    </message>
    <message>
        <source>Quoted and cited</source>
        <translation>Citado con fuente</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted and cited: credit given: listed, greyed, not counted in the similarity</source>
        <translation>Parte del texto de este alumno en pasajes citados con fuente: crédito dado, listados, en gris, no contados en la similitud</translation>
    </message>
    <message>
        <source>Quoted, no citation</source>
        <translation>Citado, sin fuente</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted, no citation: in quotation marks, but no citation names where it is from</source>
        <translation>Parte del texto de este alumno en pasajes citados sin fuente: entre comillas, pero ninguna referencia dice de dónde proceden</translation>
    </message>
    <message>
        <source>Cited, no quotation marks</source>
        <translation>Con fuente, sin comillas</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages cited, no quotation marks: a citation names the source, but the words are not marked as a quotation</source>
        <translation>Parte del texto de este alumno en pasajes con fuente y sin comillas: una referencia nombra la fuente, pero las palabras no están marcadas como cita</translation>
    </message>
    <message>
        <source>Tricks found in the file: look-alike letters, invisible characters, hidden text</source>
        <translation>Trucos encontrados en el fichero: letras parecidas, caracteres invisibles, texto oculto</translation>
    </message>
    <message>
        <source>Your decision about this student and your note (kept for this folder)</source>
        <translation>Su decisión sobre este alumno y su nota (guardadas para esta carpeta)</translation>
    </message>
    <message>
        <source>When the student handed in (UTC): from the LMS download or a class list; &quot;file time&quot; where only the file&apos;s own time was known (weaker: copying a file changes it)</source>
        <translation>Cuándo entregó (UTC): de la descarga del LMS o de una lista de clase; «hora del archivo» cuando solo se conocía la hora del propio archivo (más débil: copiar un archivo la cambia)</translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation>Compartido por</translation>
    </message>
    <message>
        <source>How many students have this text</source>
        <translation>Cuántos alumnos tienen este texto</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>The text, as most of the students who have it wrote it</source>
        <translation>El texto, tal como lo escribió la mayoría de los alumnos que lo tienen</translation>
    </message>
    <message>
        <source>Who has it</source>
        <translation>Quién lo tiene</translation>
    </message>
    <message>
        <source>The students whose work holds this text</source>
        <translation>Los alumnos cuyo trabajo contiene este texto</translation>
    </message>
</context>
<context>
    <name>CommonModel</name>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n alumno</numerusform>
            <numerusform>%n alumnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … and %n more</source>
        <translation>
            <numerusform> … y %n más</numerusform>
            <numerusform> … y %n más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n students: {0}</source>
        <translation>
            <numerusform>Compartido por %n alumno: {0}</numerusform>
            <numerusform>Compartido por %n alumnos: {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonNote</name>
    <message>
        <source>Shared by many</source>
        <translation>Compartido por muchos</translation>
    </message>
    <message numerus="yes">
        <source>A text shared by %n students is shown once under {0}</source>
        <translation>
            <numerusform>Un texto que comparte %n alumno se muestra una vez en {0}</numerusform>
            <numerusform>Un texto que comparten %n alumnos se muestra una vez en {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts shared by many students are shown once under {0}</source>
        <translation>
            <numerusform>%n texto que comparten muchos alumnos se muestra una vez en {0}</numerusform>
            <numerusform>%n textos que comparten muchos alumnos se muestran una vez en {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>add it as assignment text</source>
        <translation>añádalo como texto de la tarea</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs share only a sentence or two each: if the class read a text, {0} (or open a pair and click Treat as assignment text under its passages)</source>
        <translation>
            <numerusform>%n pareja comparte solo una o dos frases: si la clase leyó un texto, {0} (o abra una pareja y pulse «Tratar como texto de la tarea» bajo sus pasajes)</numerusform>
            <numerusform>%n parejas comparten solo una o dos frases cada una: si la clase leyó un texto, {0} (o abra una pareja y pulse «Tratar como texto de la tarea» bajo sus pasajes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonView</name>
    <message>
        <source>Texts shared by many students</source>
        <translation>Textos que comparten muchos alumnos</translation>
    </message>
    <message>
        <source>Treat as assignment text</source>
        <translation>Tratar como texto de la tarea</translation>
    </message>
    <message>
        <source>Add the selected text to the assignment text and scan again: it no longer counts as shared. It is saved in plagcheck&apos;s own folder, never in the students&apos; folder.</source>
        <translation>Añadir el texto elegido al texto de la tarea y volver a analizar: deja de contar como compartido. Se guarda en la carpeta propia de plagcheck, nunca en la de los alumnos.</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once, not as copying</source>
        <translation>Texto que comparten muchos alumnos (un enunciado, una línea de una ficha, una cita): se muestra una vez, no como copia</translation>
    </message>
    <message numerus="yes">
        <source>Shared by many (%n)</source>
        <translation>
            <numerusform>Compartido por muchos (%n)</numerusform>
            <numerusform>Compartido por muchos (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared by many</source>
        <translation>Compartido por muchos</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once here, in no pair and in no student&apos;s share.</source>
        <translation>Texto que comparten muchos alumnos (un enunciado, una línea de una ficha, una cita): se muestra una vez aquí, en ningún par y en la parte de ningún alumno.</translation>
    </message>
    <message>
        <source>No text is shared by many students.</source>
        <translation>Ningún texto es compartido por muchos alumnos.</translation>
    </message>
    <message>
        <source>Could not save the text: {0}</source>
        <translation>No se pudo guardar el texto: {0}</translation>
    </message>
    <message>
        <source>Added to the assignment text: scanning again…</source>
        <translation>Añadido al texto de la tarea: analizando de nuevo…</translation>
    </message>
</context>
<context>
    <name>DocumentPane</name>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Text of {0}</source>
        <translation>Texto de {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n files: </source>
        <translation>
            <numerusform>%n fichero: </numerusform>
            <numerusform>%n ficheros: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of earlier attempts (not compared)</source>
        <translation>
            <numerusform>%n fichero de intentos anteriores (no comparado)</numerusform>
            <numerusform>%n ficheros de intentos anteriores (no comparados)</numerusform>
        </translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Comentario:</translation>
    </message>
    <message>
        <source>Handed in:</source>
        <translation>Entregado:</translation>
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
        <translation>Ficheros CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Ficheros JSON (*.json)</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>Ficheros HTML (*.html)</translation>
    </message>
    <message>
        <source>Export {0}</source>
        <translation>Exportar {0}</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>¿Reemplazar el fichero?</translation>
    </message>
    <message>
        <source>{0} already exists and was not written by plagcheck. Replace it with the report?</source>
        <translation>{0} ya existe y no lo escribió plagcheck. ¿Reemplazarlo por el informe?</translation>
    </message>
    <message>
        <source>Wrote {0}</source>
        <translation>Escrito {0}</translation>
    </message>
    <message>
        <source>Could not write the report: {0}</source>
        <translation>No se pudo escribir el informe: {0}</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Students linked by shared text: click a student to open them, a line to open the pair; Tab goes from student to student, Enter opens</source>
        <translation>Estudiantes unidos por texto compartido: pulse en un estudiante para abrirlo, en una línea para abrir el par; Tab pasa de estudiante en estudiante, Intro abre</translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Ningún documento comparte texto por encima de los umbrales</translation>
    </message>
    <message numerus="yes">
        <source>%n documents linked by shared text</source>
        <translation>
            <numerusform>%n documento unido por texto compartido</numerusform>
            <numerusform>%n documentos unidos por texto compartido</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n par señalado</numerusform>
            <numerusform>%n pares señalados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupsView</name>
    <message>
        <source>Group / document</source>
        <translation>Grupo / documento</translation>
    </message>
    <message>
        <source>Reported pairs</source>
        <translation>Pares señalados</translation>
    </message>
    <message>
        <source>Students linked by reported pairs: a ring of copying shows as one group</source>
        <translation>Alumnos unidos por pares señalados: una red de copia aparece como un solo grupo</translation>
    </message>
    <message>
        <source>Groups of students who share text</source>
        <translation>Grupos de alumnos que comparten texto</translation>
    </message>
    <message numerus="yes">
        <source>Group {0}: %n documents</source>
        <translation>
            <numerusform>Grupo {0}: %n documento</numerusform>
            <numerusform>Grupo {0}: %n documentos</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Ningún documento comparte texto por encima de los umbrales</translation>
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
&lt;h2&gt;Cómo leer un informe de plagcheck&lt;/h2&gt;
&lt;p&gt;plagcheck encuentra el texto que las entregas comparten entre sí, con textos de referencia y con
cursos anteriores (un archivo). Muestra &lt;b&gt;pruebas&lt;/b&gt;: decidir si compartir texto es una falta
le corresponde a usted.&lt;/p&gt;
&lt;h3&gt;Alumnos&lt;/h3&gt;
&lt;p&gt;La &lt;b&gt;similitud&lt;/b&gt; es la parte del texto de un alumno que está en pasajes que también aparecen
en otro documento (cada pasaje contado una vez, aunque lo compartan varios documentos). 0 % significa
que no se compartió nada de extensión; 100 %, que todo el texto está en otra parte. &lt;b&gt;Comparte más
con&lt;/b&gt; nombra el documento con más texto en común y qué parte del texto del alumno es. Elija un
alumno para leer su texto: cada pasaje compartido lleva el color y el número del documento con el
que se comparte; pulse un pasaje para leer los dos textos lado a lado.&lt;/p&gt;
&lt;h3&gt;Pares&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;J exacto&lt;/b&gt; (solapamiento): la parte de todas las frases de los dos textos que tienen en
común; 1 es idéntico, por encima de 0,3 rara vez es casualidad en trabajos.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;J estimado&lt;/b&gt;: la estimación rápida con la que la búsqueda encontró el par.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A en B&lt;/b&gt; / &lt;b&gt;B en A&lt;/b&gt;: cuánto de un texto está en el otro; alto solo en un lado cuando
un texto corto se copió en uno largo.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Local&lt;/b&gt;: la mayor parte de un tramo de texto (un párrafo) encontrada en el otro: un párrafo
pegado en un trabajo por lo demás distinto.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Pasajes&lt;/b&gt; y &lt;b&gt;Más largo&lt;/b&gt;: los tramos de texto compartidos y el más largo en
palabras.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Avisos&lt;/b&gt;: trucos encontrados en un fichero (letras parecidas, caracteres invisibles, texto
blanco). Un aviso es una prueba en sí mismo.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Qué hacer con un informe&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Empiece por los alumnos de arriba. Abra sus pares y lea los pasajes en su contexto.&lt;/li&gt;
&lt;li&gt;Descarte lo inocente: citas, el propio texto de la tarea (añádalo en &lt;i&gt;Texto de la tarea&lt;/i&gt;
para que deje de contar), expresiones comunes, trabajo en grupo permitido.&lt;/li&gt;
&lt;li&gt;Anote una decisión para el par o el alumno (confirmado, descartado, por hablar) y una nota.
plagcheck la guarda para esta carpeta, entre reinicios y nuevos análisis.&lt;/li&gt;
&lt;li&gt;Exporte el informe HTML para una comisión o una conversación: contiene las pruebas, sus
decisiones y notas. Hable con el alumno antes de concluir.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Un par con un &lt;b&gt;texto de referencia&lt;/b&gt; (una página web, un capítulo de libro, una solución
modelo que añadió) lo indica: el texto compartido con una fuente se tomó de ella, no de un
compañero.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>see the project&apos;s page</source>
        <translation>véase la página del proyecto</translation>
    </message>
    <message>
        <source>A plagiarism checker for teachers: it finds the text submissions share and shows the evidence side by side. Everything runs on this computer; no text leaves it.</source>
        <translation>Un detector de plagio para docentes: encuentra el texto que comparten las entregas y muestra las pruebas lado a lado. Todo ocurre en este ordenador; ningún texto sale de él.</translation>
    </message>
    <message>
        <source>plagcheck is free software under the MIT licence.</source>
        <translation>plagcheck es software libre con licencia MIT.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the LGPL-3.0) and these libraries:</source>
        <translation>Hecho con Qt for Python (PySide6, LGPL-3.0; Qt es © The Qt Company, con licencia LGPL-3.0) y estas bibliotecas:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Componente</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Case files are set in DejaVu Sans (Bitstream Vera licence; DejaVu changes in the public domain), shipped with plagcheck.</source>
        <translation>Los expedientes usan la fuente DejaVu Sans (licencia Bitstream Vera; cambios de DejaVu en el dominio público), incluida con plagcheck.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a table, the arrow keys move between rows and typing a name&apos;s first letters jumps to it; Enter on a student opens their strongest pair, on a pair its passages.</source>
        <translation>Tab pasa de un panel a otro en el orden en que se ven (Mayús+Tab hacia atrás); en una tabla, las flechas pasan de una fila a otra y teclear las primeras letras de un nombre salta a él; Intro en un alumno abre su par más fuerte, en un par sus pasajes.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Guía de plagcheck</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Acerca de plagcheck</translation>
    </message>
</context>
<context>
    <name>HistogramView</name>
    <message>
        <source>Histogram of the pairs&apos; similarity</source>
        <translation>Histograma de la similitud de los pares</translation>
    </message>
    <message>
        <source>Exact Jaccard of a verified pair</source>
        <translation>Jaccard exacto de un par verificado</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>umbral</translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins: most pairs sit near 0.</source>
        <translation>Dónde acaba el solapamiento normal de la clase y empieza la copia: la mayoría de los pares están cerca de 0.</translation>
    </message>
    <message>
        <source>{0} to {1}: {2}</source>
        <translation>{0} a {1}: {2}</translation>
    </message>
    <message>
        <source>No verified pairs yet.</source>
        <translation>Todavía no hay pares verificados.</translation>
    </message>
    <message>
        <source>Verified pairs by exact Jaccard: {0}.</source>
        <translation>Pares verificados por Jaccard exacto: {0}.</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>todos los pares</translation>
    </message>
    <message>
        <source>LSH candidates</source>
        <translation>candidatos LSH</translation>
    </message>
    <message numerus="yes">
        <source>%n verified pairs ({0}).</source>
        <translation>
            <numerusform>%n par verificado ({0}).</numerusform>
            <numerusform>%n pares verificados ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins.</source>
        <translation>Dónde acaba el solapamiento normal de la clase y empieza la copia.</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>documents</source>
        <translation>documentos</translation>
    </message>
    <message>
        <source>, dump of {0}</source>
        <translation>, volcado del {0}</translation>
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
        <translation> — sin terminar: vuelva a ejecutar «plagcheck library build»</translation>
    </message>
    <message>
        <source>{0}: {1} articles, {2}</source>
        <translation>{0}: {1} artículos, {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Library of sources</source>
        <translation>Biblioteca de fuentes</translation>
    </message>
    <message>
        <source>Also check the folder against a library of sources kept on this computer: Wikipedia from its dump, or a school&apos;s documents (&apos;plagcheck library build&apos;)</source>
        <translation>Comparar también la carpeta con una biblioteca de fuentes guardada en este ordenador: Wikipedia desde su volcado, o los documentos de un centro («plagcheck library build»)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Choose a library folder</source>
        <translation>Elegir una carpeta de biblioteca</translation>
    </message>
    <message>
        <source>Choose a library of sources…</source>
        <translation>Elegir una biblioteca de fuentes…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Dejar de usar</translation>
    </message>
    <message>
        <source>Compare the folder without the library (it is kept)</source>
        <translation>Comparar la carpeta sin la biblioteca (se conserva)</translation>
    </message>
    <message>
        <source>Stop using the library</source>
        <translation>Dejar de usar la biblioteca</translation>
    </message>
    <message>
        <source>Library chosen</source>
        <translation>Biblioteca elegida</translation>
    </message>
    <message>
        <source>What the library holds</source>
        <translation>Lo que contiene la biblioteca</translation>
    </message>
    <message>
        <source>Library problem</source>
        <translation>Problema de la biblioteca</translation>
    </message>
    <message>
        <source>No library: sources are not searched.</source>
        <translation>Sin biblioteca: no se buscan fuentes.</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>No se usa: {0}</translation>
    </message>
    <message>
        <source>Not a library: {0} (make one with &apos;plagcheck library build&apos;)</source>
        <translation>No es una biblioteca: {0} (cree una con «plagcheck library build»)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open a folder of submissions or your learning platform&apos;s download (.zip): toolbar, File menu, or drop it on this window.</source>
        <translation>Abra una carpeta de entregas o la descarga de su plataforma (.zip): barra de herramientas, menú Archivo, o arrástrela a esta ventana.</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Every student&apos;s share of shared text, and where it is</source>
        <translation>La parte de texto compartido de cada alumno, y dónde está</translation>
    </message>
    <message>
        <source>Every pair of documents that share text, their scores and the text side by side</source>
        <translation>Todos los pares de documentos que comparten texto, sus valores y el texto lado a lado</translation>
    </message>
    <message>
        <source>plagcheck will speak {0} when it starts next.</source>
        <translation>plagcheck hablará {0} la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip: {0}</source>
        <translation>No es una carpeta ni un .zip: {0}</translation>
    </message>
    <message>
        <source>Open a folder of submissions</source>
        <translation>Abrir una carpeta de entregas</translation>
    </message>
    <message>
        <source>Open a download of all submissions</source>
        <translation>Abrir una descarga de todas las entregas</translation>
    </message>
    <message>
        <source>Downloads of all submissions (*.zip *.ZIP);;All files (*)</source>
        <translation>Descargas de todas las entregas (*.zip *.ZIP);;Todos los ficheros (*)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>Scanned {0} as {1}</source>
        <translation>{0} leído como {1}</translation>
    </message>
    <message>
        <source>(every pair compared exactly)</source>
        <translation>(cada par comparado exactamente)</translation>
    </message>
    <message>
        <source>The archive was not used</source>
        <translation>No se usó el archivo</translation>
    </message>
    <message>
        <source>The folder was compared with itself only; its results are shown.</source>
        <translation>La carpeta se comparó solo consigo misma; se muestran sus resultados.</translation>
    </message>
    <message>
        <source>Archive not used: {0}</source>
        <translation>Archivo no usado: {0}</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>No usado: {0}</translation>
    </message>
    <message>
        <source>Scan cancelled; the previous results are still shown.</source>
        <translation>Análisis cancelado; se siguen mostrando los resultados anteriores.</translation>
    </message>
    <message>
        <source>The scan failed: {0}</source>
        <translation>El análisis falló: {0}</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Handed in before, archived under &apos;{0}&apos;</source>
        <translation>Entregado antes, archivado como «{0}»</translation>
    </message>
    <message>
        <source>Similar figures, no shared passage: nothing a teacher could read is left to show (what they share is common to the class, or is the topic&apos;s own words), so the pair is not reported</source>
        <translation>Cifras parecidas, ningún pasaje compartido: no queda nada que un docente pueda leer (lo que comparten es común a la clase o son las palabras del tema), así que el par no se informa</translation>
    </message>
    <message>
        <source>An LSH candidate below both thresholds: not reported</source>
        <translation>Un candidato LSH por debajo de ambos umbrales: no señalado</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s essay is found in {2}&apos;s; {3} of {2}&apos;s is found in {1}&apos;s</source>
        <translation>{0} del trabajo de {1} se encuentra en el de {2}; {3} del de {2} se encuentra en el de {1}</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>How likely the quick search is to find a pair, by how similar the pair is</source>
        <translation>Con qué probabilidad la búsqueda rápida encuentra un par, según lo parecido que sea</translation>
    </message>
    <message>
        <source>How many pairs have each similarity; the reported ones in red</source>
        <translation>Cuántos pares tienen cada similitud; los señalados en rojo</translation>
    </message>
    <message>
        <source>Students linked by shared text: a group of three or more can be a shared source or a ring</source>
        <translation>Alumnos unidos por texto compartido: un grupo de tres o más puede ser una fuente común o una red</translation>
    </message>
    <message>
        <source>The class as a graph: click a student to open them, a line to open the pair; the Groups tab says the same in words</source>
        <translation>La clase como grafo: pulse en un estudiante para abrirlo, en una línea para abrir el par; la pestaña Grupos dice lo mismo con palabras</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare, and why</source>
        <translation>Ficheros que no se pudieron leer o no tenían nada que comparar, y por qué</translation>
    </message>
    <message>
        <source>S-curve</source>
        <translation>Curva S</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histograma</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Grafo</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Problemas (%n)</numerusform>
            <numerusform>Problemas (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairsView</name>
    <message>
        <source>Filter by name…</source>
        <translation>Filtrar por nombre…</translation>
    </message>
    <message>
        <source>Show only pairs where either document&apos;s name contains this text</source>
        <translation>Mostrar solo los pares en los que el nombre de uno de los documentos contiene este texto</translation>
    </message>
    <message>
        <source>Hide pairs whose strongest score (exact J, containment or local) is below this</source>
        <translation>Ocultar los pares cuyo valor más alto (J exacto, contención o local) quede por debajo</translation>
    </message>
    <message>
        <source>Show rejected</source>
        <translation>Mostrar rechazados</translation>
    </message>
    <message>
        <source>Also list pairs the quick search flagged but the exact check found below the thresholds (shown grey)</source>
        <translation>Listar también los pares que la búsqueda rápida marcó pero la comprobación exacta encontró por debajo de los umbrales (en gris)</translation>
    </message>
    <message>
        <source>Only the archive</source>
        <translation>Solo el archivo</translation>
    </message>
    <message>
        <source>Show only pairs where one document was handed in an earlier term (from the archive)</source>
        <translation>Mostrar solo los pares en los que un documento se entregó en un curso anterior (del archivo)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures beside the plain one: estimated, exact and bag Jaccard, containment both ways, local containment and rewording (each column&apos;s tooltip says what it measures)</source>
        <translation>Mostrar las cifras del método junto a la cifra sencilla: Jaccard estimado, exacto y de multiconjunto, contención en ambos sentidos, contención local y reformulación (la descripción de cada columna dice qué mide)</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures</source>
        <translation>Mostrar las cifras del método</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>cualquier revisión</translation>
    </message>
    <message>
        <source>Show only pairs with this decision</source>
        <translation>Mostrar solo los pares con esta decisión</translation>
    </message>
    <message>
        <source>Filter pairs by name</source>
        <translation>Filtrar pares por nombre</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Valor mínimo</translation>
    </message>
    <message>
        <source>Show pairs with review</source>
        <translation>Mostrar pares con revisión</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Every pair of documents that share text. Enter moves to its passages.</source>
        <translation>Todos los pares de documentos que comparten texto. Intro lleva a sus pasajes.</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Mínimo</translation>
    </message>
    <message numerus="yes">
        <source>{0} shown / %n reported</source>
        <translation>
            <numerusform>{0} mostrados / %n señalado</numerusform>
            <numerusform>{0} mostrados / %n señalados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PathList</name>
    <message>
        <source>Add file…</source>
        <translation>Añadir fichero…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>Añadir {0}</translation>
    </message>
    <message>
        <source>Add a folder of them ({0})</source>
        <translation>Añadir una carpeta de ellos ({0})</translation>
    </message>
    <message>
        <source>Stop using the selected file or folder</source>
        <translation>Dejar de usar el fichero o la carpeta seleccionados</translation>
    </message>
    <message>
        <source>Add file to {0}</source>
        <translation>Añadir fichero a {0}</translation>
    </message>
    <message>
        <source>Add folder to {0}</source>
        <translation>Añadir carpeta a {0}</translation>
    </message>
    <message>
        <source>Remove from {0}</source>
        <translation>Quitar de {0}</translation>
    </message>
    <message>
        <source>Add a folder ({0})</source>
        <translation>Añadir una carpeta ({0})</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>File</source>
        <translation>Fichero</translation>
    </message>
    <message>
        <source>Why it was not compared</source>
        <translation>Por qué no se comparó</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare</source>
        <translation>Ficheros que no se pudieron leer o no tenían nada que comparar</translation>
    </message>
    <message>
        <source>Files not compared</source>
        <translation>Ficheros no comparados</translation>
    </message>
</context>
<context>
    <name>ReviewEditor</name>
    <message>
        <source>Your review:</source>
        <translation>Su revisión:</translation>
    </message>
    <message>
        <source>Your decision about this student; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Su decisión sobre este alumno; plagcheck la guarda para esta carpeta, en nuevos análisis y reinicios, y la incluye en los informes</translation>
    </message>
    <message>
        <source>Your decision about this pair; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Su decisión sobre este par; plagcheck la guarda para esta carpeta, en nuevos análisis y reinicios, y la incluye en los informes</translation>
    </message>
    <message>
        <source>Note (kept with the decision)…</source>
        <translation>Nota (se guarda con la decisión)…</translation>
    </message>
    <message>
        <source>A note about this student: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Una nota sobre este alumno: qué vio, qué decidió y por qué. Se guarda mientras escribe.</translation>
    </message>
    <message>
        <source>A note about this pair: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Una nota sobre este par: qué vio, qué decidió y por qué. Se guarda mientras escribe.</translation>
    </message>
    <message>
        <source>Your review</source>
        <translation>Su revisión</translation>
    </message>
    <message>
        <source>Note about this student</source>
        <translation>Nota sobre este alumno</translation>
    </message>
    <message>
        <source>Note about this pair</source>
        <translation>Nota sobre este par</translation>
    </message>
    <message numerus="yes">
        <source>Your review (%n earlier):</source>
        <translation>
            <numerusform>Su revisión (%n anterior):</numerusform>
            <numerusform>Su revisión (%n anteriores):</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision, newest first:</source>
        <translation>Todas las decisiones, la más reciente primero:</translation>
    </message>
</context>
<context>
    <name>ReviewKeeper</name>
    <message>
        <source>The review file</source>
        <translation>El fichero de revisiones</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>No guardado: {0}</translation>
    </message>
    <message>
        <source>Review saved ({0})</source>
        <translation>Revisión guardada ({0})</translation>
    </message>
</context>
<context>
    <name>ReviewKeys</name>
    <message>
        <source>This is the last student.</source>
        <translation>Este es el último alumno.</translation>
    </message>
    <message>
        <source>This is the first student.</source>
        <translation>Este es el primer alumno.</translation>
    </message>
    <message>
        <source>This is the last pair.</source>
        <translation>Este es el último par.</translation>
    </message>
    <message>
        <source>This is the first pair.</source>
        <translation>Este es el primer par.</translation>
    </message>
    <message>
        <source>This pair shares no passage.</source>
        <translation>Este par no comparte ningún pasaje.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}: {2}</source>
        <translation>Pasaje {0} de {1}: {2}</translation>
    </message>
    <message>
        <source>Select a student or a pair first.</source>
        <translation>Elija primero un alumno o un par.</translation>
    </message>
</context>
<context>
    <name>SCurveView</name>
    <message>
        <source>S-curve plot</source>
        <translation>Gráfico de la curva S</translation>
    </message>
    <message>
        <source>Jaccard similarity s of a pair</source>
        <translation>Similitud de Jaccard s de un par</translation>
    </message>
    <message>
        <source>P(candidate)</source>
        <translation>P(candidato)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>umbral</translation>
    </message>
    <message>
        <source>knee</source>
        <translation>codo</translation>
    </message>
    <message>
        <source>Each dot is a pair of documents the scan compared, at its similarity: how likely the quick search was to find a pair that similar</source>
        <translation>Cada punto es un par de documentos que comparó el análisis, en su similitud: con qué probabilidad la búsqueda rápida encontraba un par tan parecido</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>señalados</translation>
    </message>
    <message>
        <source>below thresholds</source>
        <translation>bajo los umbrales</translation>
    </message>
    <message>
        <source>missed by LSH (exact run)</source>
        <translation>no encontrados por LSH (análisis exacto)</translation>
    </message>
    <message>
        <source>Probability that the quick search finds a pair, by its similarity s, for {0} bands of {1} rows: {2}. Threshold {3}, knee {4}.</source>
        <translation>Probabilidad de que la búsqueda rápida encuentre un par, según su similitud s, con {0} bandas de {1} filas: {2}. Umbral {3}, codo {4}.</translation>
    </message>
    <message>
        <source>Pairs shown: {0} reported, {1} below the thresholds, {2} missed.</source>
        <translation>Pares mostrados: {0} señalados, {1} bajo los umbrales, {2} no encontrados.</translation>
    </message>
    <message>
        <source>b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · orange: pairs checked needlessly ({3})</source>
        <translation>b = {0} bandas × r = {1} filas · rojo: pares parecidos que puede pasar por alto ({2}) · naranja: pares comprobados sin necesidad ({3})</translation>
    </message>
    <message>
        <source>Red area (above the threshold, under 1): similar pairs the quick search can miss, {0}. Orange area (below the threshold): dissimilar pairs it checks needlessly, {1}. Every candidate is then checked exactly.</source>
        <translation>Área roja (por encima del umbral, bajo 1): pares parecidos que la búsqueda rápida puede pasar por alto, {0}. Área naranja (bajo el umbral): pares distintos que comprueba sin necesidad, {1}. Cada candidato se comprueba después exactamente.</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>Recognise it</source>
        <translation>Reconocerlo</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Descarga de Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Descarga de Canvas</translation>
    </message>
    <message>
        <source>Blackboard download</source>
        <translation>Descarga de Blackboard</translation>
    </message>
    <message>
        <source>One sub-folder per student</source>
        <translation>Una subcarpeta por alumno</translation>
    </message>
    <message>
        <source>One file per student</source>
        <translation>Un fichero por alumno</translation>
    </message>
    <message>
        <source>Ignore upper/lower case</source>
        <translation>Ignorar mayúsculas/minúsculas</translation>
    </message>
    <message>
        <source>Treat &apos;Water&apos; and &apos;water&apos; as the same word.</source>
        <translation>Tratar «Agua» y «agua» como la misma palabra.</translation>
    </message>
    <message>
        <source>Fold special character forms</source>
        <translation>Unificar formas especiales de caracteres</translation>
    </message>
    <message>
        <source>Treat full-width and other typographic variants of letters as ordinary letters.</source>
        <translation>Tratar las letras de ancho completo y otras variantes tipográficas como letras normales.</translation>
    </message>
    <message>
        <source>Remove invisible characters</source>
        <translation>Quitar caracteres invisibles</translation>
    </message>
    <message>
        <source>Drop zero-width and other invisible characters that students hide inside words.</source>
        <translation>Eliminar los caracteres de ancho cero y otros invisibles que se esconden dentro de las palabras.</translation>
    </message>
    <message>
        <source>Undo look-alike letters</source>
        <translation>Deshacer letras parecidas</translation>
    </message>
    <message>
        <source>Read letters from other alphabets that look Latin (Cyrillic &apos;а&apos; for &apos;a&apos;) as Latin.</source>
        <translation>Leer como latinas las letras de otros alfabetos que parecen latinas («а» cirílica por «a»).</translation>
    </message>
    <message>
        <source>Ignore hidden text</source>
        <translation>Ignorar texto oculto</translation>
    </message>
    <message>
        <source>Leave out text a reader cannot see, such as white or tiny text in a Word file.</source>
        <translation>Dejar fuera el texto que no se ve, como el texto blanco o diminuto de un fichero Word.</translation>
    </message>
    <message>
        <source>Ignore punctuation</source>
        <translation>Ignorar la puntuación</translation>
    </message>
    <message>
        <source>Compare the words only, not commas and full stops.</source>
        <translation>Comparar solo las palabras, no las comas ni los puntos.</translation>
    </message>
    <message>
        <source>Ignore digits</source>
        <translation>Ignorar los dígitos</translation>
    </message>
    <message>
        <source>Leave numbers out of the comparison.</source>
        <translation>Dejar los números fuera de la comparación.</translation>
    </message>
    <message>
        <source>Ignore common words</source>
        <translation>Ignorar palabras comunes</translation>
    </message>
    <message>
        <source>Leave out words like &apos;the&apos;, &apos;and&apos;, &apos;of&apos; (word mode), so only content words count.</source>
        <translation>Dejar fuera palabras como «el», «y», «de» (modo palabras), para que solo cuenten las de contenido.</translation>
    </message>
    <message>
        <source>Ignore quotations</source>
        <translation>Ignorar citas</translation>
    </message>
    <message>
        <source>Text in quotation marks or block quotes does not count as copying.</source>
        <translation>El texto entre comillas o en citas en bloque no cuenta como copia.</translation>
    </message>
    <message>
        <source>Ignore bibliography</source>
        <translation>Ignorar la bibliografía</translation>
    </message>
    <message>
        <source>Reference lists (References, Bibliography, Works Cited…) do not count as copying.</source>
        <translation>Las listas de referencias (Referencias, Bibliografía, Obras citadas…) no cuentan como copia.</translation>
    </message>
    <message>
        <source>Count quoted and cited text</source>
        <translation>Contar el texto citado con fuente</translation>
    </message>
    <message>
        <source>Text a student put in quotation marks and cited counts in their similarity, and two students who quoted and cited the same words are a pair. Off: it is listed, greyed, and counted apart.</source>
        <translation>El texto que un alumno puso entre comillas con su fuente cuenta en su similitud, y dos alumnos que citaron las mismas palabras con su fuente son un par. Desactivado: se lista, en gris, y se cuenta aparte.</translation>
    </message>
    <message>
        <source>Count reference lists and notes</source>
        <translation>Contar bibliografías y notas</translation>
    </message>
    <message>
        <source>A References, Bibliography or Notes section can make a match. Off: it never does.</source>
        <translation>Una sección de Referencias, Bibliografía o Notas puede dar una coincidencia. Desactivado: nunca.</translation>
    </message>
    <message>
        <source>Find reworded copies</source>
        <translation>Encontrar copias reformuladas</translation>
    </message>
    <message>
        <source>Also compare sentences as sets of words, so a copy whose words were shuffled or replaced, or whose sentences were moved, is found (the Reworded column).</source>
        <translation>Comparar también las oraciones como conjuntos de palabras, para encontrar una copia cuyas palabras se desordenaron o cambiaron, o cuyas oraciones se movieron (columna Reformulado).</translation>
    </message>
    <message>
        <source>Read each text in its own language</source>
        <translation>Leer cada texto en su propio idioma</translation>
    </message>
    <message>
        <source>Tell each document&apos;s language, leave out its common words and compare word stems (&apos;rivers&apos; and &apos;river&apos; alike) when looking for reworded copies.</source>
        <translation>Reconocer el idioma de cada documento, dejar fuera sus palabras comunes y comparar raíces («ríos» igual que «río») al buscar copias reformuladas.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Caracteres</translation>
    </message>
    <message>
        <source>Compare runs of words (best for essays) or runs of letters (catches copying with small spelling changes, and languages written without spaces).</source>
        <translation>Comparar secuencias de palabras (lo mejor para trabajos) o de letras (encuentra copias con pequeños cambios de ortografía y lenguas escritas sin espacios).</translation>
    </message>
    <message>
        <source>How many words (or letters) in a row must match to count. Smaller finds more paraphrase but also more chance overlap; 3 words suits essays.</source>
        <translation>Cuántas palabras (o letras) seguidas deben coincidir para contar. Menos encuentra más paráfrasis pero también más solapamiento casual; 3 palabras van bien para trabajos.</translation>
    </message>
    <message>
        <source>Each phrase once</source>
        <translation>Cada frase una vez</translation>
    </message>
    <message>
        <source>Count repeats</source>
        <translation>Contar repeticiones</translation>
    </message>
    <message>
        <source>Whether a phrase used several times counts once or every time it appears.</source>
        <translation>Si una frase usada varias veces cuenta una vez o cada vez que aparece.</translation>
    </message>
    <message>
        <source>Report two documents when at least this share of their phrases is the same (0 nothing shared, 1 identical). Lower finds more, including chance overlap.</source>
        <translation>Señalar dos documentos cuando al menos esta parte de sus frases es igual (0 nada en común, 1 idénticos). Más bajo encuentra más, incluido el solapamiento casual.</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>automático</translation>
    </message>
    <message>
        <source>Also report a pair when this share of one document is found in the other, even if the other is much longer (a short answer copied into a long essay). Automatic: 0.3 for words, 0.5 for characters.</source>
        <translation>Señalar también un par cuando esta parte de un documento está en el otro, aunque el otro sea mucho más largo (una respuesta corta copiada en un trabajo largo). Automático: 0,3 para palabras, 0,5 para caracteres.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> palabras</translation>
    </message>
    <message>
        <source>Look for a pasted paragraph of about this many words inside otherwise different essays. 0 switches this off.</source>
        <translation>Buscar un párrafo pegado de unas tantas palabras en trabajos por lo demás distintos. 0 lo desactiva.</translation>
    </message>
    <message>
        <source>Length of each document&apos;s fingerprint. Longer fingerprints estimate similarity more precisely and miss fewer pairs, but take a little longer.</source>
        <translation>Longitud de la huella de cada documento. Huellas más largas estiman la similitud con más precisión y pasan por alto menos pares, pero tardan un poco más.</translation>
    </message>
    <message>
        <source>Choose bands and rows from the threshold</source>
        <translation>Elegir bandas y filas según el umbral</translation>
    </message>
    <message>
        <source>Let plagcheck pick how the fingerprint is cut up for the quick search, so that pairs above the threshold are rarely missed (see the S-curve tab).</source>
        <translation>Dejar que plagcheck elija cómo se divide la huella para la búsqueda rápida, para que rara vez se pasen por alto pares por encima del umbral (véase la pestaña Curva S).</translation>
    </message>
    <message>
        <source>Bands: more bands make the quick search find more pairs (fewer misses, more checks).</source>
        <translation>Bandas: más bandas hacen que la búsqueda rápida encuentre más pares (menos omisiones, más comprobaciones).</translation>
    </message>
    <message>
        <source>Rows per band: more rows make the quick search stricter (fewer checks, more misses).</source>
        <translation>Filas por banda: más filas hacen la búsqueda rápida más estricta (menos comprobaciones, más omisiones).</translation>
    </message>
    <message>
        <source>Compare every pair exactly</source>
        <translation>Comparar cada par exactamente</translation>
    </message>
    <message>
        <source>Check all pairs instead of the quick search: nothing can be missed, but it is slow for hundreds of files. The S-curve then shows the pairs the quick search would miss.</source>
        <translation>Comprobar todos los pares en lugar de la búsqueda rápida: no se puede pasar nada por alto, pero es lento con cientos de ficheros. La curva S muestra entonces los pares que la búsqueda rápida habría pasado por alto.</translation>
    </message>
    <message>
        <source>Ignore phrases that appear in more than this share of all documents (set phrases everybody uses). 1.00 keeps everything.</source>
        <translation>Ignorar frases que aparecen en más de esta parte de todos los documentos (expresiones hechas que usa todo el mundo). 1,00 lo conserva todo.</translation>
    </message>
    <message>
        <source>Assignment text (templates):</source>
        <translation>Texto de la tarea (plantillas):</translation>
    </message>
    <message>
        <source>The assignment prompt, worksheets or other text every student was given: text found in these files never counts as copying.</source>
        <translation>El enunciado, fichas u otro texto que recibieron todos los alumnos: el texto de estos ficheros nunca cuenta como copia.</translation>
    </message>
    <message>
        <source>a file every student was given (the assignment prompt)</source>
        <translation>un fichero que recibieron todos los alumnos (el enunciado)</translation>
    </message>
    <message>
        <source> students</source>
        <translation> alumnos</translation>
    </message>
    <message>
        <source>Text this many students or more share (a prompt you did not give, a worksheet line, a quotation everyone used) is shown once under Shared by many, not as copying: it counts in no pair and in no student&apos;s share. One sentence needs half as many (at least 3, in a class of 10 or more) who share nothing else: a line of a reading they quote. Fewer students sharing one text (a ring copying one paragraph) are still reported.</source>
        <translation>El texto que comparten este número de alumnos o más (un enunciado que no indicó, una línea de una ficha, una cita que todos usaron) se muestra una vez en «Compartido por muchos», no como copia: no cuenta en ningún par ni en la parte de ningún alumno. Una sola oración necesita la mitad (al menos 3, en una clase de 10 o más) que no compartan nada más: una línea de una lectura que citan. Si lo comparten menos alumnos (un grupo que copia un párrafo), se sigue informando.</translation>
    </message>
    <message>
        <source>Reference texts:</source>
        <translation>Textos de referencia:</translation>
    </message>
    <message>
        <source>Saved web pages, textbook chapters, model answers: every student&apos;s work is compared with them (never they with each other), and a pair with one says so. They are not listed as students.</source>
        <translation>Páginas web guardadas, capítulos de libro, soluciones modelo: el trabajo de cada alumno se compara con ellos (nunca entre sí), y un par con uno de ellos lo indica. No aparecen como alumnos.</translation>
    </message>
    <message>
        <source>a reference text (a saved web page, a chapter, a model answer)</source>
        <translation>un texto de referencia (una página web guardada, un capítulo, una solución modelo)</translation>
    </message>
    <message>
        <source>How the folder or download is laid out. Moodle, Canvas and Blackboard downloads are recognised by their file names: each student&apos;s files are read as one submission, named after the student. Choose one here if it is recognised wrongly.</source>
        <translation>Cómo está organizada la carpeta o la descarga. Las descargas de Moodle, Canvas y Blackboard se reconocen por los nombres de fichero: los ficheros de cada alumno se leen como una sola entrega, con su nombre. Elija aquí si se reconoce mal.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>Canvas names files by a short key (nunezjose). Its grades export (a CSV with the Student and ID columns) gives the students&apos; real names.</source>
        <translation>Canvas nombra los ficheros con una clave corta (nunezjose). Su exportación de notas (un CSV con las columnas Student e ID) da los nombres reales de los alumnos.</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Lista de clase…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Name Canvas students by their key again</source>
        <translation>Volver a nombrar a los alumnos de Canvas por su clave</translation>
    </message>
    <message>
        <source>Choose the roster (Canvas names)…</source>
        <translation>Elegir la lista de clase (nombres de Canvas)…</translation>
    </message>
    <message>
        <source>Clear the roster</source>
        <translation>Borrar la lista de clase</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restablecer valores predeterminados</translation>
    </message>
    <message>
        <source>Every setting back to its default in one click (the assignment text, reference texts and Canvas names of this class are kept).</source>
        <translation>Todos los ajustes vuelven a su valor predeterminado con un clic (se conservan el enunciado, los textos de referencia y los nombres de Canvas de esta clase).</translation>
    </message>
    <message>
        <source>Restore the default settings</source>
        <translation>Restablecer los ajustes predeterminados</translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation>Entregas</translation>
    </message>
    <message>
        <source>Laid out as</source>
        <translation>Organizadas como</translation>
    </message>
    <message>
        <source>Canvas names</source>
        <translation>Nombres de Canvas</translation>
    </message>
    <message>
        <source>What is reported</source>
        <translation>Qué se señala</translation>
    </message>
    <message>
        <source>Report above</source>
        <translation>Señalar por encima de</translation>
    </message>
    <message>
        <source>…or contained above</source>
        <translation>…o contenido por encima de</translation>
    </message>
    <message>
        <source>Pasted paragraph</source>
        <translation>Párrafo pegado</translation>
    </message>
    <message>
        <source>Text that must not count</source>
        <translation>Texto que no debe contar</translation>
    </message>
    <message>
        <source>Shared by many from</source>
        <translation>Compartido por muchos desde</translation>
    </message>
    <message>
        <source>Advanced: how documents are compared</source>
        <translation>Avanzado: cómo se comparan los documentos</translation>
    </message>
    <message>
        <source>The method&apos;s own settings: phrase length, fingerprints, the quick search and how text is cleaned before comparing. The defaults suit essays.</source>
        <translation>Los ajustes propios del método: longitud de frase, huellas, búsqueda rápida y cómo se limpia el texto antes de comparar. Los valores por defecto van bien para trabajos.</translation>
    </message>
    <message>
        <source>Phrases</source>
        <translation>Frases</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>Phrase length</source>
        <translation>Longitud de frase</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Repeticiones</translation>
    </message>
    <message>
        <source>Quick search (MinHash + LSH)</source>
        <translation>Búsqueda rápida (MinHash + LSH)</translation>
    </message>
    <message>
        <source>Fingerprint length</source>
        <translation>Longitud de la huella</translation>
    </message>
    <message>
        <source>times</source>
        <translation>por</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Bandas</translation>
    </message>
    <message>
        <source>Rows per band</source>
        <translation>Filas por banda</translation>
    </message>
    <message>
        <source>Bands × rows</source>
        <translation>Bandas × filas</translation>
    </message>
    <message>
        <source>Cleaning the text</source>
        <translation>Limpieza del texto</translation>
    </message>
    <message>
        <source>Ignore phrases in more than</source>
        <translation>Ignorar frases presentes en más de</translation>
    </message>
    <message>
        <source>Choose the course&apos;s grades export</source>
        <translation>Elegir la exportación de notas del curso</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Ficheros CSV (*.csv);;Todos los ficheros (*)</translation>
    </message>
</context>
<context>
    <name>SideBySide</name>
    <message>
        <source>Shared passages, longest first: click one to show it on both sides</source>
        <translation>Pasajes compartidos, el más largo primero: pulse uno para verlo en ambos lados</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Pasajes compartidos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pasajes compartidos&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The selected passage is from a text the class was given (a reading, the prompt): add it, as both students wrote it, to the assignment text and scan again. It is then no evidence against anyone who has it.</source>
        <translation>El pasaje seleccionado es de un texto que recibió la clase (una lectura, el enunciado): añadirlo, tal como lo escribieron los dos estudiantes, al texto de la tarea y analizar de nuevo. Así deja de ser prueba contra quien lo tenga.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a pair above to read it side by side.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Elija un par arriba para leerlo lado a lado.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hand-in: {0}</source>
        <translation>Entrega: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n shared passages</source>
        <translation>
            <numerusform>%n pasaje compartido</numerusform>
            <numerusform>%n pasajes compartidos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n palabra</numerusform>
            <numerusform>%n palabras</numerusform>
        </translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>reformulado</translation>
    </message>
    <message>
        <source>Citation: {0}</source>
        <translation>Referencia: {0}</translation>
    </message>
    <message>
        <source>Credit the student gave: {0}</source>
        <translation>Crédito que dio el alumno: {0}</translation>
    </message>
    <message>
        <source>same number = same passage</source>
        <translation>mismo número = mismo pasaje</translation>
    </message>
    <message>
        <source>grey = not compared (template, quotation, bibliography)</source>
        <translation>gris = no comparado (plantilla, cita, bibliografía)</translation>
    </message>
    <message>
        <source>red wavy underline = disguised characters</source>
        <translation>subrayado ondulado rojo = caracteres disfrazados</translation>
    </message>
    <message>
        <source>underlined in colour</source>
        <translation>subrayado en color</translation>
    </message>
    <message>
        <source>words a reworded passage shares with the other text</source>
        <translation>palabras que un pasaje reformulado comparte con el otro texto</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Open a folder…</source>
        <translation>Abrir una carpeta…</translation>
    </message>
    <message>
        <source>Choose the folder that holds your students&apos; submissions</source>
        <translation>Elegir la carpeta con las entregas de sus alumnos</translation>
    </message>
    <message>
        <source>Open an LMS download (.zip)…</source>
        <translation>Abrir una descarga del LMS (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you (&apos;Download all submissions&apos;)</source>
        <translation>Abrir el .zip de todas las entregas que le dio Moodle, Canvas o Blackboard («Descargar todas las entregas»)</translation>
    </message>
    <message>
        <source>Try the sample essays</source>
        <translation>Probar con los trabajos de ejemplo</translation>
    </message>
    <message>
        <source>Check 20 short essays that come with plagcheck, some of them copied</source>
        <translation>Analizar 20 trabajos cortos que vienen con plagcheck, algunos copiados</translation>
    </message>
    <message>
        <source>Check a class&apos;s submissions for shared text</source>
        <translation>Comprobar el texto compartido entre las entregas de una clase</translation>
    </message>
    <message>
        <source>Open the folder that holds your students&apos; work (one file or one folder per student), or the .zip your learning platform gave you. plagcheck reads .docx, .odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with every other and shows the text they share, side by side.</source>
        <translation>Abra la carpeta con el trabajo de sus alumnos (un fichero o una carpeta por alumno), o el .zip que le dio su plataforma. plagcheck lee ficheros .docx, .odt, .rtf, .pdf, .html, .md y .txt, compara cada entrega con todas las demás y muestra el texto que comparten, lado a lado.</translation>
    </message>
    <message>
        <source>Everything stays on this computer. You can also drop a folder here.</source>
        <translation>Todo se queda en este ordenador. También puede arrastrar una carpeta aquí.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip</source>
        <translation>No es una carpeta ni un .zip</translation>
    </message>
    <message>
        <source>plagcheck cannot open {0}: it is not a folder or a .zip file.</source>
        <translation>plagcheck no puede abrir {0}: no es una carpeta ni un fichero .zip.</translation>
    </message>
    <message>
        <source>Choose the folder of submissions, or the download from your platform.</source>
        <translation>Elija la carpeta de entregas, o la descarga de su plataforma.</translation>
    </message>
    <message>
        <source>Only one submission to compare</source>
        <translation>Solo una entrega que comparar</translation>
    </message>
    <message>
        <source>{0} holds one submission that could be read: a comparison needs two or more.</source>
        <translation>{0} contiene una sola entrega legible: una comparación necesita dos o más.</translation>
    </message>
    <message>
        <source>None of the files could be compared</source>
        <translation>No se pudo comparar ninguno de los ficheros</translation>
    </message>
    <message>
        <source>No file in {0} could be read and compared:</source>
        <translation>Ningún fichero de {0} se pudo leer y comparar:</translation>
    </message>
    <message>
        <source>No submissions found</source>
        <translation>No se encontraron entregas</translation>
    </message>
    <message>
        <source>{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</source>
        <translation>{0} no contiene ningún fichero que plagcheck sepa leer (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Pairs page, Problems tab).</source>
        <translation>
            <numerusform>… y %n más (página Pares, pestaña Problemas).</numerusform>
            <numerusform>… y %n más (página Pares, pestaña Problemas).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check that this is the folder (or the whole download) with your students&apos; work, then open it again; a download that is damaged can be downloaded again from your platform.</source>
        <translation>Compruebe que es la carpeta (o la descarga completa) con el trabajo de sus alumnos y ábrala de nuevo; una descarga dañada puede volver a descargarse desde su plataforma.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} files</source>
        <translation>{0}: {1} / {2} ficheros</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} pairs</source>
        <translation>{0}: {1} / {2} pares</translation>
    </message>
    <message>
        <source>How the submissions were laid out</source>
        <translation>Cómo estaban organizadas las entregas</translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n documento</numerusform>
            <numerusform>%n documentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from the archive</source>
        <translation>
            <numerusform>%n del archivo</numerusform>
            <numerusform>%n del archivo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates verified</source>
        <translation>
            <numerusform>%n candidato verificado</numerusform>
            <numerusform>%n candidatos verificados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n par señalado</numerusform>
            <numerusform>%n pares señalados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} s</translation>
    </message>
    <message>
        <source>Candidates: pairs of documents that share a band of their signatures (or a window of text), each compared exactly.</source>
        <translation>Candidatos: pares de documentos que comparten una banda de sus firmas (o una ventana de texto), cada uno comparado exactamente.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs shared a band by chance: their signatures agree too little for the threshold to be reachable, so they were not compared.</source>
        <translation>
            <numerusform>%n par más compartía una banda por azar: sus firmas coinciden demasiado poco para alcanzar el umbral, así que no se comparó.</numerusform>
            <numerusform>%n pares más compartían una banda por azar: sus firmas coinciden demasiado poco para alcanzar el umbral, así que no se compararon.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentsModel</name>
    <message>
        <source>{0} of {1}&apos;s text is found in %n other documents</source>
        <translation>{0} del texto de {1} se encuentra en otros documentos (%n)</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s text is shared with {2}</source>
        <translation>{0} del texto de {1} se comparte con {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s work was not checked: {1}</source>
        <translation>El trabajo de {0} no se revisó: {1}</translation>
    </message>
</context>
<context>
    <name>StudentsView</name>
    <message>
        <source>Find a student…</source>
        <translation>Buscar un alumno…</translation>
    </message>
    <message>
        <source>Show only students whose name contains this text</source>
        <translation>Mostrar solo los alumnos cuyo nombre contiene este texto</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>cualquier revisión</translation>
    </message>
    <message>
        <source>Show only students with this decision</source>
        <translation>Mostrar solo los alumnos con esta decisión</translation>
    </message>
    <message>
        <source>Find a student</source>
        <translation>Buscar un alumno</translation>
    </message>
    <message>
        <source>Show students with review</source>
        <translation>Mostrar estudiantes con revisión</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Also show the shares of the student&apos;s text quoted and cited, quoted without a citation, and cited without quotation marks (each column&apos;s tooltip says what)</source>
        <translation>Mostrar también las partes del texto del alumno entrecomilladas y citadas, entrecomilladas sin cita, y citadas sin comillas (la descripción de cada columna dice qué)</translation>
    </message>
    <message>
        <source>Show the shares of every credit group</source>
        <translation>Mostrar las partes de cada grupo de atribución</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Every student, most shared text first. Enter reads their strongest pair.</source>
        <translation>Todos los alumnos, primero los que más texto comparten. Intro lee su par más fuerte.</translation>
    </message>
    <message>
        <source>Coloured text is shared with another document (the colour says which, see the list). Click it to read that pair side by side.</source>
        <translation>El texto de color se comparte con otro documento (el color y el número dicen cuál, véase la lista). Púlselo para leer ese par lado a lado.</translation>
    </message>
    <message>
        <source>The documents this student shares text with, and how much of the student&apos;s text each covers. Click one to read that pair side by side.</source>
        <translation>Los documentos con los que este alumno comparte texto, y qué parte de su texto cubre cada uno. Pulse uno para leer ese par lado a lado.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shares text with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Comparte texto con&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Documents this student shares text with</source>
        <translation>Documentos con los que este alumno comparte texto</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a student to read their text.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Elija un alumno para leer su texto.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: not checked ({1}). Ask the student for a readable copy.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: no revisado ({1}). Pida al alumno una copia legible.</translation>
    </message>
    <message numerus="yes">
        <source>{0} of this student&apos;s text is in %n passages shared with {1}. Click to compare.</source>
        <translation>
            <numerusform>{0} del texto de este alumno está en %n pasaje compartido con {1}. Pulse para comparar.</numerusform>
            <numerusform>{0} del texto de este alumno está en %n pasajes compartidos con {1}. Pulse para comparar.</numerusform>
        </translation>
    </message>
    <message>
        <source>and {0} quoted and cited (not counted)</source>
        <translation>y {0} citado con fuente (no contado)</translation>
    </message>
    <message numerus="yes">
        <source>{0} shared with %n documents</source>
        <translation>
            <numerusform>{0} compartido con %n documento</numerusform>
            <numerusform>{0} compartido con %n documentos</numerusform>
        </translation>
    </message>
    <message>
        <source>No text shared with another document</source>
        <translation>Ningún texto compartido con otro documento</translation>
    </message>
    <message numerus="yes">
        <source>and a text shared by %n students (grey; shown under Shared by many, not counted)</source>
        <translation>
            <numerusform>y un texto que comparte %n alumno (en gris; se muestra en «Compartido por muchos», no cuenta)</numerusform>
            <numerusform>y un texto que comparten %n alumnos (en gris; se muestra en «Compartido por muchos», no cuenta)</numerusform>
        </translation>
    </message>
    <message>
        <source>No shared passage in this text.</source>
        <translation>Ningún pasaje compartido en este texto.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}, shared with {2} (source {3})</source>
        <translation>Pasaje {0} de {1}, compartido con {2} (fuente {3})</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n students</source>
        <translation>
            <numerusform>{0} de %n alumno</numerusform>
            <numerusform>{0} de %n alumnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n alumno</numerusform>
            <numerusform>%n alumnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not checked)</source>
        <translation>
            <numerusform>(%n no revisado)</numerusform>
            <numerusform>(%n no revisados)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Open folder or download…</source>
        <translation>Abrir carpeta o descarga…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check, or the .zip your learning platform gave you (Moodle, Canvas, Blackboard: &apos;Download all submissions&apos;)</source>
        <translation>Elegir la carpeta de entregas que comprobar, o el .zip que le dio su plataforma (Moodle, Canvas, Blackboard: «Descargar todas las entregas»)</translation>
    </message>
    <message>
        <source>Folder of submissions…</source>
        <translation>Carpeta de entregas…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check</source>
        <translation>Elegir la carpeta de entregas que comprobar</translation>
    </message>
    <message>
        <source>Download from the learning platform (.zip)…</source>
        <translation>Descarga de la plataforma (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you</source>
        <translation>Abrir el .zip de todas las entregas que le dio Moodle, Canvas o Blackboard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop the scan; the previous results stay on screen</source>
        <translation>Detener el análisis; los resultados anteriores siguen en pantalla</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Write the pairs as a spreadsheet (CSV)</source>
        <translation>Escribir los pares como hoja de cálculo (CSV)</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>Write everything found as JSON, for other tools</source>
        <translation>Escribir todo lo encontrado como JSON, para otras herramientas</translation>
    </message>
    <message>
        <source>Export HTML report…</source>
        <translation>Exportar informe HTML…</translation>
    </message>
    <message>
        <source>Write the report with the evidence, your decisions and notes (HTML)</source>
        <translation>Escribir el informe con las pruebas, sus decisiones y notas (HTML)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Show the students, most shared text first</source>
        <translation>Mostrar los alumnos, primero los que más texto comparten</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pares</translation>
    </message>
    <message>
        <source>Show the pairs of documents and their text side by side</source>
        <translation>Mostrar los pares de documentos y su texto lado a lado</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Buscar…</translation>
    </message>
    <message>
        <source>Find a student (or a pair) by name</source>
        <translation>Buscar un alumno (o un par) por nombre</translation>
    </message>
    <message>
        <source>Settings panel</source>
        <translation>Panel de ajustes</translation>
    </message>
    <message>
        <source>Show or hide the settings panel (more room on a small screen)</source>
        <translation>Mostrar u ocultar el panel de ajustes (más espacio en una pantalla pequeña)</translation>
    </message>
    <message>
        <source>Next student or pair</source>
        <translation>Siguiente alumno o par</translation>
    </message>
    <message>
        <source>Select the next student (or pair) in the table</source>
        <translation>Elegir el siguiente alumno (o par) de la tabla</translation>
    </message>
    <message>
        <source>Previous student or pair</source>
        <translation>Alumno o par anterior</translation>
    </message>
    <message>
        <source>Select the previous student (or pair) in the table</source>
        <translation>Elegir el alumno (o par) anterior de la tabla</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Pasaje siguiente</translation>
    </message>
    <message>
        <source>Show the next shared passage in the text</source>
        <translation>Mostrar el siguiente pasaje compartido del texto</translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Pasaje anterior</translation>
    </message>
    <message>
        <source>Show the previous shared passage in the text</source>
        <translation>Mostrar el pasaje compartido anterior del texto</translation>
    </message>
    <message>
        <source>Decision: {0}</source>
        <translation>Decisión: {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Guía</translation>
    </message>
    <message>
        <source>What each score means and how to act on a report</source>
        <translation>Qué significa cada valor y cómo actuar ante un informe</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Acerca de plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Recent folders and downloads</source>
        <translation>Carpetas y descargas recientes</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>A&amp;rchivo histórico</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>El idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisión</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>More toolbar buttons</source>
        <translation>Más botones</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Más menús</translation>
    </message>
</context>
</TS>
