<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name>ArchivePanel</name>
    <message>
        <source>Empty: add a folder to it.</source>
        <translation>Kosong: tambahkan sebuah folder.</translation>
    </message>
    <message>
        <source>Archive of earlier terms</source>
        <translation>Arsip semester sebelumnya</translation>
    </message>
    <message>
        <source>Check this folder against essays handed in earlier terms, kept in a file on this computer.</source>
        <translation>Bandingkan folder ini dengan esai yang dikumpulkan pada semester sebelumnya, yang disimpan dalam sebuah berkas di komputer ini.</translation>
    </message>
    <message>
        <source>Choose archive…</source>
        <translation>Pilih arsip…</translation>
    </message>
    <message>
        <source>Open an archive file, or name a new one to create it</source>
        <translation>Buka berkas arsip, atau beri nama berkas baru untuk membuatnya</translation>
    </message>
    <message>
        <source>Add this folder to the archive…</source>
        <translation>Tambahkan folder ini ke arsip…</translation>
    </message>
    <message>
        <source>Keep this folder&apos;s submissions in the archive under a label (e.g. the term), so that later terms are checked against them</source>
        <translation>Simpan kiriman folder ini di arsip dengan sebuah label (mis. semesternya), agar semester berikutnya dibandingkan dengannya</translation>
    </message>
    <message>
        <source>Stop using the archive</source>
        <translation>Berhenti memakai arsip</translation>
    </message>
    <message>
        <source>Compare the folder with itself only (the file is kept)</source>
        <translation>Bandingkan folder dengan dirinya sendiri saja (berkas tetap disimpan)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Pilih…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Tambah folder…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Berhenti memakai</translation>
    </message>
    <message>
        <source>No archive: the folder is compared with itself only.</source>
        <translation>Tanpa arsip: folder hanya dibandingkan dengan dirinya sendiri.</translation>
    </message>
    <message>
        <source>Choose an archive, or name a new one</source>
        <translation>Pilih arsip, atau beri nama arsip baru</translation>
    </message>
    <message>
        <source>Archives (*{0} *.db);;All files (*)</source>
        <translation>Arsip (*{0} *.db);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>Using the archive {0}</source>
        <translation>Memakai arsip {0}</translation>
    </message>
    <message>
        <source>Cannot use this archive</source>
        <translation>Arsip ini tidak dapat dipakai</translation>
    </message>
    <message>
        <source>The folder is compared with itself only.</source>
        <translation>Folder hanya dibandingkan dengan dirinya sendiri.</translation>
    </message>
    <message>
        <source>Cannot add to the archive</source>
        <translation>Tidak dapat menambah ke arsip</translation>
    </message>
    <message>
        <source>The settings are not valid; see the panel.</source>
        <translation>Pengaturan tidak sah; lihat panel.</translation>
    </message>
    <message>
        <source>Add this folder to the archive</source>
        <translation>Tambahkan folder ini ke arsip</translation>
    </message>
    <message>
        <source>Label for the submissions in {0} (the term or assignment):</source>
        <translation>Label untuk kiriman di {0} (semester atau tugasnya):</translation>
    </message>
    <message>
        <source>Adding {0} to the archive under &apos;{1}&apos;…</source>
        <translation>Menambahkan {0} ke arsip dengan label &apos;{1}&apos;…</translation>
    </message>
    <message>
        <source>Archive: {0} documents added, {1} already there, {2} files not added</source>
        <translation>Arsip: {0} dokumen ditambahkan, {1} sudah ada, {2} berkas tidak ditambahkan</translation>
    </message>
    <message>
        <source>Could not add to the archive</source>
        <translation>Gagal menambah ke arsip</translation>
    </message>
    <message>
        <source>Nothing more was added to the archive.</source>
        <translation>Tidak ada lagi yang ditambahkan ke arsip.</translation>
    </message>
    <message>
        <source>Adding stopped; documents already added stay in the archive.</source>
        <translation>Penambahan dihentikan; dokumen yang sudah ditambahkan tetap di arsip.</translation>
    </message>
</context>
<context>
    <name>CaseFileButton</name>
    <message>
        <source>Case file…</source>
        <translation>Berkas kasus…</translation>
    </message>
    <message>
        <source>Write this student&apos;s case file (PDF) for a head of department or an examination board: the files with their fingerprints (SHA-256), each shared passage side by side with its page, your decisions and notes with their dates</source>
        <translation>Tulis berkas kasus siswa ini (PDF) untuk kepala jurusan atau dewan penguji: berkas-berkas dengan sidik jarinya (SHA-256), setiap bagian yang sama berdampingan dengan halamannya, keputusan dan catatan Anda beserta tanggalnya</translation>
    </message>
    <message>
        <source>Attach the original files</source>
        <translation>Lampirkan berkas asli</translation>
    </message>
    <message>
        <source>Put the original files inside the PDF (those proven unchanged)</source>
        <translation>Masukkan berkas asli ke dalam PDF (yang terbukti tidak berubah)</translation>
    </message>
    <message>
        <source>Case file of {0}…</source>
        <translation>Berkas kasus {0}…</translation>
    </message>
    <message>
        <source>Case file of {0}</source>
        <translation>Berkas kasus {0}</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Berkas PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote the case file {0}</source>
        <translation>Berkas kasus {0} ditulis</translation>
    </message>
    <message>
        <source>Could not write the case file: {0}</source>
        <translation>Berkas kasus tidak dapat ditulis: {0}</translation>
    </message>
    <message>
        <source>Case file</source>
        <translation>Berkas kasus</translation>
    </message>
</context>
<context>
    <name>ChangeMarks</name>
    <message>
        <source>Changed since the results shown: applied at the next scan.</source>
        <translation>Diubah sejak hasil yang ditampilkan: berlaku pada pemindaian berikutnya.</translation>
    </message>
    <message>
        <source>Not the default value (Restore defaults brings every setting back).</source>
        <translation>Bukan nilai bawaan (Pulihkan bawaan mengembalikan semua pengaturan).</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>Document A</source>
        <translation>Dokumen A</translation>
    </message>
    <message>
        <source>The first document of the pair</source>
        <translation>Dokumen pertama dari pasangan</translation>
    </message>
    <message>
        <source>Document B</source>
        <translation>Dokumen B</translation>
    </message>
    <message>
        <source>The second document of the pair</source>
        <translation>Dokumen kedua dari pasangan</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>Arsip</translation>
    </message>
    <message>
        <source>The earlier term (archive label) of an archived document</source>
        <translation>Semester sebelumnya (label arsip) dari dokumen yang diarsipkan</translation>
    </message>
    <message>
        <source>Found elsewhere</source>
        <translation>Ditemukan di tempat lain</translation>
    </message>
    <message>
        <source>Not credited</source>
        <translation>Tanpa atribusi</translation>
    </message>
    <message>
        <source>Estimated J</source>
        <translation>J perkiraan</translation>
    </message>
    <message>
        <source>A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from their fingerprints; the search uses it to find pairs</source>
        <translation>Perkiraan cepat seberapa banyak kedua teks bertumpang tindih (0: tidak sama sekali, 1: sama), dari sidik jarinya; pencarian memakainya untuk menemukan pasangan</translation>
    </message>
    <message>
        <source>Exact J</source>
        <translation>J tepat</translation>
    </message>
    <message>
        <source>How much the two texts overlap: the share of all their phrases (runs of words) that they have in common; 0 nothing, 1 identical</source>
        <translation>Seberapa banyak kedua teks bertumpang tindih: bagian dari semua frasanya (deretan kata) yang sama; 0 tidak ada, 1 identik</translation>
    </message>
    <message>
        <source>Bag J</source>
        <translation>J multiset</translation>
    </message>
    <message>
        <source>Like exact J, but a phrase repeated counts each time (at most 0.5)</source>
        <translation>Seperti J tepat, tetapi frasa yang berulang dihitung setiap kali (paling banyak 0,5)</translation>
    </message>
    <message>
        <source>A in B</source>
        <translation>A dalam B</translation>
    </message>
    <message>
        <source>How much of document A is found in document B</source>
        <translation>Seberapa banyak dokumen A ditemukan dalam dokumen B</translation>
    </message>
    <message>
        <source>B in A</source>
        <translation>B dalam A</translation>
    </message>
    <message>
        <source>How much of document B is found in document A</source>
        <translation>Seberapa banyak dokumen B ditemukan dalam dokumen A</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>The largest share of one stretch of text (about a paragraph) found in the other document: high when a paragraph was pasted into an otherwise different essay</source>
        <translation>Bagian terbesar dari satu bentangan teks (kira-kira satu paragraf) yang ditemukan di dokumen lain: tinggi bila sebuah paragraf ditempel ke dalam esai yang selebihnya berbeda</translation>
    </message>
    <message>
        <source>Passages</source>
        <translation>Bagian</translation>
    </message>
    <message>
        <source>Number of shared passages</source>
        <translation>Jumlah bagian yang sama</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Terpanjang</translation>
    </message>
    <message>
        <source>Words in the longest shared passage</source>
        <translation>Kata dalam bagian sama yang terpanjang</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Tanda</translation>
    </message>
    <message>
        <source>Disguises found (look-alike letters, invisible characters...)</source>
        <translation>Penyamaran yang ditemukan (huruf mirip, karakter tak terlihat…)</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tinjauan</translation>
    </message>
    <message>
        <source>Your decision about this pair and your note (kept for this folder)</source>
        <translation>Keputusan Anda tentang pasangan ini dan catatan Anda (disimpan untuk folder ini)</translation>
    </message>
    <message>
        <source>Reworded</source>
        <translation>Diparafrasa</translation>
    </message>
    <message>
        <source>The share of sentences found in the other text with their words shuffled, replaced by other forms or moved (a reworded copy); 0 nothing, 1 every sentence</source>
        <translation>Bagian kalimat yang ditemukan di teks lain dengan kata-kata diacak, diganti bentuk lain, atau dipindah (salinan yang diparafrasa); 0 tidak ada, 1 setiap kalimat</translation>
    </message>
    <message>
        <source>Handed in</source>
        <translation>Diserahkan</translation>
    </message>
    <message>
        <source>Which side handed in first, and how long before the other: an order in time, not a verdict (the earlier side may have shared a draft)</source>
        <translation>Pihak mana yang menyerahkan lebih dulu, dan berapa lama sebelum yang lain: urutan waktu, bukan putusan (pihak yang lebih dulu mungkin membagikan draf)</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Siswa</translation>
    </message>
    <message>
        <source>The student&apos;s submission</source>
        <translation>Kiriman siswa</translation>
    </message>
    <message>
        <source>Shares most with</source>
        <translation>Paling mirip dengan</translation>
    </message>
    <message>
        <source>The document this student shares the most text with, and how much of the student&apos;s text that is</source>
        <translation>Dokumen yang paling banyak berbagi teks dengan siswa ini, dan seberapa banyak teks siswa itu</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Kecocokan</translation>
    </message>
    <message>
        <source>How many documents this student shares passages with</source>
        <translation>Dengan berapa dokumen siswa ini berbagi bagian teks</translation>
    </message>
    <message>
        <source>Quoted and cited</source>
        <translation>Dikutip dan bersumber</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted and cited: credit given: listed, greyed, not counted in the similarity</source>
        <translation>Bagian teks siswa ini dalam bagian yang dikutip dan bersumber: sumber disebutkan, dicantumkan, abu-abu, tidak dihitung dalam kemiripan</translation>
    </message>
    <message>
        <source>Quoted, no citation</source>
        <translation>Dikutip, tanpa sumber</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages quoted, no citation: in quotation marks, but no citation names where it is from</source>
        <translation>Bagian teks siswa ini dalam bagian yang dikutip tanpa sumber: dalam tanda kutip, tetapi tidak ada rujukan yang menyebut asalnya</translation>
    </message>
    <message>
        <source>Cited, no quotation marks</source>
        <translation>Bersumber, tanpa tanda kutip</translation>
    </message>
    <message>
        <source>Share of this student&apos;s text in passages cited, no quotation marks: a citation names the source, but the words are not marked as a quotation</source>
        <translation>Bagian teks siswa ini dalam bagian bersumber tanpa tanda kutip: rujukan menyebut sumbernya, tetapi kata-katanya tidak ditandai sebagai kutipan</translation>
    </message>
    <message>
        <source>Tricks found in the file: look-alike letters, invisible characters, hidden text</source>
        <translation>Trik yang ditemukan dalam berkas: huruf mirip, karakter tak terlihat, teks tersembunyi</translation>
    </message>
    <message>
        <source>Your decision about this student and your note (kept for this folder)</source>
        <translation>Keputusan Anda tentang siswa ini dan catatan Anda (disimpan untuk folder ini)</translation>
    </message>
    <message>
        <source>When the student handed in (UTC): from the LMS download or a class list; &quot;file time&quot; where only the file&apos;s own time was known (weaker: copying a file changes it)</source>
        <translation>Kapan siswa menyerahkan (UTC): dari unduhan LMS atau daftar kelas; &quot;waktu berkas&quot; bila hanya waktu berkas itu sendiri yang diketahui (lebih lemah: menyalin berkas mengubahnya)</translation>
    </message>
    <message>
        <source>Shared by</source>
        <translation>Dimiliki oleh</translation>
    </message>
    <message>
        <source>How many students have this text</source>
        <translation>Berapa siswa yang memiliki teks ini</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Teks</translation>
    </message>
    <message>
        <source>The text, as most of the students who have it wrote it</source>
        <translation>Teks ini, seperti yang ditulis sebagian besar siswa yang memilikinya</translation>
    </message>
    <message>
        <source>Who has it</source>
        <translation>Siapa yang memilikinya</translation>
    </message>
    <message>
        <source>The students whose work holds this text</source>
        <translation>Siswa yang karyanya memuat teks ini</translation>
    </message>
</context>
<context>
    <name>CommonModel</name>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n siswa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> … and %n more</source>
        <translation>
            <numerusform> … dan %n lainnya</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shared by %n students: {0}</source>
        <translation>
            <numerusform>Dimiliki oleh %n siswa: {0}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonNote</name>
    <message>
        <source>Shared by many</source>
        <translation>Dimiliki banyak siswa</translation>
    </message>
    <message numerus="yes">
        <source>A text shared by %n students is shown once under {0}</source>
        <translation>
            <numerusform>Teks yang dimiliki %n siswa ditampilkan sekali di {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n texts shared by many students are shown once under {0}</source>
        <translation>
            <numerusform>%n teks yang dimiliki banyak siswa ditampilkan sekali di {0}</numerusform>
        </translation>
    </message>
    <message>
        <source>add it as assignment text</source>
        <translation>tambahkan sebagai teks tugas</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs share only a sentence or two each: if the class read a text, {0} (or open a pair and click Treat as assignment text under its passages)</source>
        <translation>
            <numerusform>%n pasangan masing-masing hanya berbagi satu atau dua kalimat: jika kelas membaca sebuah teks, {0} (atau buka sebuah pasangan dan klik Jadikan teks tugas di bawah bagian-bagiannya)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommonView</name>
    <message>
        <source>Texts shared by many students</source>
        <translation>Teks yang dimiliki banyak siswa</translation>
    </message>
    <message>
        <source>Treat as assignment text</source>
        <translation>Jadikan teks tugas</translation>
    </message>
    <message>
        <source>Add the selected text to the assignment text and scan again: it no longer counts as shared. It is saved in plagcheck&apos;s own folder, never in the students&apos; folder.</source>
        <translation>Tambahkan teks yang dipilih ke teks tugas dan pindai lagi: teks itu tidak lagi dihitung sebagai milik bersama. Teks disimpan di folder plagcheck sendiri, tidak pernah di folder siswa.</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once, not as copying</source>
        <translation>Teks yang dimiliki banyak siswa (soal, baris lembar kerja, kutipan): ditampilkan sekali, bukan sebagai penyalinan</translation>
    </message>
    <message numerus="yes">
        <source>Shared by many (%n)</source>
        <translation>
            <numerusform>Dimiliki banyak siswa (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Shared by many</source>
        <translation>Dimiliki banyak siswa</translation>
    </message>
    <message>
        <source>Text many students share (a prompt, a worksheet line, a quotation): shown once here, in no pair and in no student&apos;s share.</source>
        <translation>Teks yang dimiliki banyak siswa (soal, baris lembar kerja, kutipan): ditampilkan sekali di sini, tidak dalam pasangan mana pun dan tidak dalam bagian siswa mana pun.</translation>
    </message>
    <message>
        <source>No text is shared by many students.</source>
        <translation>Tidak ada teks yang dimiliki banyak siswa.</translation>
    </message>
    <message>
        <source>Could not save the text: {0}</source>
        <translation>Teks tidak dapat disimpan: {0}</translation>
    </message>
    <message>
        <source>Added to the assignment text: scanning again…</source>
        <translation>Ditambahkan ke teks tugas: memindai lagi…</translation>
    </message>
</context>
<context>
    <name>DocumentPane</name>
    <message>
        <source>Text</source>
        <translation>Teks</translation>
    </message>
    <message>
        <source>Text of {0}</source>
        <translation>Teks {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n files: </source>
        <translation>
            <numerusform>%n berkas: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files of earlier attempts (not compared)</source>
        <translation>
            <numerusform>%n berkas dari percobaan sebelumnya (tidak dibandingkan)</numerusform>
        </translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Komentar:</translation>
    </message>
    <message>
        <source>Handed in:</source>
        <translation>Diserahkan:</translation>
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
        <translation>Berkas CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Berkas JSON (*.json)</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>HTML files (*.html)</source>
        <translation>Berkas HTML (*.html)</translation>
    </message>
    <message>
        <source>Export {0}</source>
        <translation>Ekspor {0}</translation>
    </message>
    <message>
        <source>Replace file?</source>
        <translation>Ganti berkas?</translation>
    </message>
    <message>
        <source>{0} already exists and was not written by plagcheck. Replace it with the report?</source>
        <translation>{0} sudah ada dan tidak ditulis oleh plagcheck. Ganti dengan laporan?</translation>
    </message>
    <message>
        <source>Wrote {0}</source>
        <translation>{0} ditulis</translation>
    </message>
    <message>
        <source>Could not write the report: {0}</source>
        <translation>Laporan tidak dapat ditulis: {0}</translation>
    </message>
</context>
<context>
    <name>GraphView</name>
    <message>
        <source>Students linked by shared text: click a student to open them, a line to open the pair; Tab goes from student to student, Enter opens</source>
        <translation>Siswa yang terhubung oleh teks bersama: klik siswa untuk membukanya, klik garis untuk membuka pasangan; Tab berpindah antarsiswa, Enter membuka</translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Tidak ada dokumen yang berbagi teks di atas ambang</translation>
    </message>
    <message numerus="yes">
        <source>%n documents linked by shared text</source>
        <translation>
            <numerusform>%n dokumen terhubung oleh teks bersama</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n pasangan dilaporkan</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GroupsView</name>
    <message>
        <source>Group / document</source>
        <translation>Kelompok / dokumen</translation>
    </message>
    <message>
        <source>Reported pairs</source>
        <translation>Pasangan yang dilaporkan</translation>
    </message>
    <message>
        <source>Students linked by reported pairs: a ring of copying shows as one group</source>
        <translation>Siswa yang terhubung oleh pasangan yang dilaporkan: jaringan penyalinan tampil sebagai satu kelompok</translation>
    </message>
    <message>
        <source>Groups of students who share text</source>
        <translation>Kelompok siswa yang berbagi teks</translation>
    </message>
    <message numerus="yes">
        <source>Group {0}: %n documents</source>
        <translation>
            <numerusform>Kelompok {0}: %n dokumen</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents share text above the thresholds</source>
        <translation>Tidak ada dokumen yang berbagi teks di atas ambang</translation>
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
&lt;h2&gt;Membaca laporan plagcheck&lt;/h2&gt;
&lt;p&gt;plagcheck menemukan teks yang sama di antara kiriman, dengan teks rujukan, dan dengan semester
sebelumnya (arsip). plagcheck menampilkan &lt;b&gt;bukti&lt;/b&gt;: apakah berbagi teks merupakan pelanggaran
adalah penilaian Anda.&lt;/p&gt;
&lt;h3&gt;Siswa&lt;/h3&gt;
&lt;p&gt;&lt;b&gt;Kemiripan&lt;/b&gt; adalah bagian teks seorang siswa yang berada di bagian-bagian yang juga ditemukan
di dokumen lain (setiap bagian dihitung sekali, berapa pun dokumen yang memilikinya). 0% berarti
tidak ada bagian berarti yang sama; 100% berarti seluruh teks ditemukan di tempat lain. &lt;b&gt;Paling
mirip dengan&lt;/b&gt; menyebut dokumen dengan teks yang paling banyak sama dan seberapa banyak teks siswa
itu. Pilih seorang siswa untuk membaca teksnya: setiap bagian yang sama diberi warna dan nomor
dokumen yang memilikinya; klik sebuah bagian untuk membaca kedua teks berdampingan.&lt;/p&gt;
&lt;h3&gt;Pasangan&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;&lt;b&gt;J tepat&lt;/b&gt; (tumpang tindih): bagian dari semua frasa kedua teks yang sama; 1 berarti
identik, di atas 0,3 jarang kebetulan untuk esai.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;J perkiraan&lt;/b&gt;: perkiraan cepat yang dipakai pencarian untuk menemukan pasangan itu.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;A dalam B&lt;/b&gt; / &lt;b&gt;B dalam A&lt;/b&gt;: seberapa banyak satu teks ditemukan di teks lain; tinggi
di satu sisi saja bila teks pendek disalin ke teks panjang.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Lokal&lt;/b&gt;: bagian terbesar dari satu bentangan teks (satu paragraf) yang ditemukan di teks
lain: paragraf tempelan dalam esai yang selebihnya berbeda.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Bagian&lt;/b&gt; dan &lt;b&gt;Terpanjang&lt;/b&gt;: bentangan teks yang sama dan yang terpanjang dalam
kata.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tanda&lt;/b&gt;: trik yang ditemukan di sebuah berkas (huruf mirip, karakter tak terlihat, teks
putih). Sebuah tanda sudah merupakan bukti.&lt;/li&gt;
&lt;/ul&gt;
&lt;h3&gt;Menindaklanjuti laporan&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;Mulailah dari siswa di bagian atas. Buka pasangan mereka dan baca bagian-bagiannya dalam
konteks.&lt;/li&gt;
&lt;li&gt;Singkirkan kesamaan yang wajar: kutipan, teks tugas itu sendiri (tambahkan di &lt;i&gt;Teks tugas&lt;/i&gt;
agar tidak dihitung lagi), ungkapan umum, kerja kelompok yang diizinkan.&lt;/li&gt;
&lt;li&gt;Catat keputusan untuk pasangan atau siswa (terbukti, ditolak, perlu dibahas) dan sebuah catatan.
plagcheck menyimpannya untuk folder ini, melewati mulai ulang dan pemindaian baru.&lt;/li&gt;
&lt;li&gt;Ekspor laporan HTML untuk rapat atau percakapan: laporan itu memuat bukti, keputusan, dan
catatan Anda. Bicaralah dengan siswa sebelum menyimpulkan.&lt;/li&gt;
&lt;/ol&gt;
&lt;p&gt;Pasangan dengan &lt;b&gt;teks rujukan&lt;/b&gt; (halaman web, bab buku pelajaran, jawaban contoh yang Anda
tambahkan) menyebutkannya: teks yang sama dengan sebuah sumber diambil dari sumber itu, bukan dari
teman sekelas.&lt;/p&gt;
</translation>
    </message>
    <message>
        <source>see the project&apos;s page</source>
        <translation>lihat halaman proyek</translation>
    </message>
    <message>
        <source>A plagiarism checker for teachers: it finds the text submissions share and shows the evidence side by side. Everything runs on this computer; no text leaves it.</source>
        <translation>Pemeriksa plagiarisme untuk guru: menemukan teks yang sama di antara kiriman dan menampilkan buktinya berdampingan. Semuanya berjalan di komputer ini; tidak ada teks yang keluar.</translation>
    </message>
    <message>
        <source>plagcheck is free software under the MIT licence.</source>
        <translation>plagcheck adalah perangkat lunak bebas dengan lisensi MIT.</translation>
    </message>
    <message>
        <source>Built with Qt for Python (PySide6, LGPL-3.0; Qt is © The Qt Company, under the LGPL-3.0) and these libraries:</source>
        <translation>Dibuat dengan Qt for Python (PySide6, LGPL-3.0; Qt © The Qt Company, dengan LGPL-3.0) dan pustaka berikut:</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Komponen</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versi</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lisensi</translation>
    </message>
    <message>
        <source>Case files are set in DejaVu Sans (Bitstream Vera licence; DejaVu changes in the public domain), shipped with plagcheck.</source>
        <translation>Berkas kasus memakai huruf DejaVu Sans (lisensi Bitstream Vera; perubahan DejaVu berada di domain publik), disertakan dengan plagcheck.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan ketik</translation>
    </message>
    <message>
        <source>Tab moves from pane to pane in the order they are seen (Shift+Tab back); in a table, the arrow keys move between rows and typing a name&apos;s first letters jumps to it; Enter on a student opens their strongest pair, on a pair its passages.</source>
        <translation>Tab berpindah dari panel ke panel sesuai urutan tampilnya (Shift+Tab untuk kembali); di tabel, tombol panah berpindah antarbaris dan mengetik huruf awal sebuah nama melompat ke sana; Enter pada siswa membuka pasangan terkuatnya, pada pasangan membuka bagian-bagiannya.</translation>
    </message>
</context>
<context>
    <name>HelpPages</name>
    <message>
        <source>plagcheck guide</source>
        <translation>Panduan plagcheck</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan ketik</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Tentang plagcheck</translation>
    </message>
</context>
<context>
    <name>HistogramView</name>
    <message>
        <source>Histogram of the pairs&apos; similarity</source>
        <translation>Histogram kemiripan pasangan</translation>
    </message>
    <message>
        <source>Exact Jaccard of a verified pair</source>
        <translation>Jaccard tepat dari pasangan yang diverifikasi</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>ambang</translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins: most pairs sit near 0.</source>
        <translation>Tempat tumpang tindih biasa di kelas berakhir dan penyalinan dimulai: sebagian besar pasangan berada dekat 0.</translation>
    </message>
    <message>
        <source>{0} to {1}: {2}</source>
        <translation>{0} sampai {1}: {2}</translation>
    </message>
    <message>
        <source>No verified pairs yet.</source>
        <translation>Belum ada pasangan yang diverifikasi.</translation>
    </message>
    <message>
        <source>Verified pairs by exact Jaccard: {0}.</source>
        <translation>Pasangan yang diverifikasi menurut Jaccard tepat: {0}.</translation>
    </message>
    <message>
        <source>every pair</source>
        <translation>setiap pasangan</translation>
    </message>
    <message>
        <source>LSH candidates</source>
        <translation>kandidat LSH</translation>
    </message>
    <message numerus="yes">
        <source>%n verified pairs ({0}).</source>
        <translation>
            <numerusform>%n pasangan diverifikasi ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Where the class&apos;s ordinary overlap ends and copying begins.</source>
        <translation>Tempat tumpang tindih biasa di kelas berakhir dan penyalinan dimulai.</translation>
    </message>
</context>
<context>
    <name>LibraryPanel</name>
    <message>
        <source>documents</source>
        <translation>dokumen</translation>
    </message>
    <message>
        <source>, dump of {0}</source>
        <translation>, dump tanggal {0}</translation>
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
        <translation> — belum selesai: jalankan &apos;plagcheck library build&apos; lagi</translation>
    </message>
    <message>
        <source>{0}: {1} articles, {2}</source>
        <translation>{0}: {1} artikel, {2}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>kosong</translation>
    </message>
    <message>
        <source>Library of sources</source>
        <translation>Pustaka sumber</translation>
    </message>
    <message>
        <source>Also check the folder against a library of sources kept on this computer: Wikipedia from its dump, or a school&apos;s documents (&apos;plagcheck library build&apos;)</source>
        <translation>Periksa juga folder terhadap pustaka sumber yang disimpan di komputer ini: Wikipedia dari dump-nya, atau dokumen sekolah (&apos;plagcheck library build&apos;)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Pilih…</translation>
    </message>
    <message>
        <source>Choose a library folder</source>
        <translation>Pilih folder pustaka</translation>
    </message>
    <message>
        <source>Choose a library of sources…</source>
        <translation>Pilih pustaka sumber…</translation>
    </message>
    <message>
        <source>Stop using</source>
        <translation>Berhenti memakai</translation>
    </message>
    <message>
        <source>Compare the folder without the library (it is kept)</source>
        <translation>Bandingkan folder tanpa pustaka (pustaka tetap disimpan)</translation>
    </message>
    <message>
        <source>Stop using the library</source>
        <translation>Berhenti memakai pustaka</translation>
    </message>
    <message>
        <source>Library chosen</source>
        <translation>Pustaka terpilih</translation>
    </message>
    <message>
        <source>What the library holds</source>
        <translation>Isi pustaka</translation>
    </message>
    <message>
        <source>Library problem</source>
        <translation>Masalah pustaka</translation>
    </message>
    <message>
        <source>No library: sources are not searched.</source>
        <translation>Tidak ada pustaka: sumber tidak dicari.</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Tidak dipakai: {0}</translation>
    </message>
    <message>
        <source>Not a library: {0} (make one with &apos;plagcheck library build&apos;)</source>
        <translation>Bukan pustaka: {0} (buat dengan &apos;plagcheck library build&apos;)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open a folder of submissions or your learning platform&apos;s download (.zip): toolbar, File menu, or drop it on this window.</source>
        <translation>Buka folder kiriman atau unduhan platform pembelajaran Anda (.zip): bilah alat, menu Berkas, atau seret ke jendela ini.</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Siswa</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>Every student&apos;s share of shared text, and where it is</source>
        <translation>Bagian teks yang sama milik setiap siswa, dan letaknya</translation>
    </message>
    <message>
        <source>Every pair of documents that share text, their scores and the text side by side</source>
        <translation>Setiap pasangan dokumen yang berbagi teks, skornya, dan teksnya berdampingan</translation>
    </message>
    <message>
        <source>plagcheck will speak {0} when it starts next.</source>
        <translation>plagcheck akan memakai {0} saat dijalankan berikutnya.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip: {0}</source>
        <translation>Bukan folder atau .zip: {0}</translation>
    </message>
    <message>
        <source>Open a folder of submissions</source>
        <translation>Buka folder kiriman</translation>
    </message>
    <message>
        <source>Open a download of all submissions</source>
        <translation>Buka unduhan semua kiriman</translation>
    </message>
    <message>
        <source>Downloads of all submissions (*.zip *.ZIP);;All files (*)</source>
        <translation>Unduhan semua kiriman (*.zip *.ZIP);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Memulai…</translation>
    </message>
    <message>
        <source>Scanned {0} as {1}</source>
        <translation>{0} dibaca sebagai {1}</translation>
    </message>
    <message>
        <source>(every pair compared exactly)</source>
        <translation>(setiap pasangan dibandingkan secara tepat)</translation>
    </message>
    <message>
        <source>The archive was not used</source>
        <translation>Arsip tidak dipakai</translation>
    </message>
    <message>
        <source>The folder was compared with itself only; its results are shown.</source>
        <translation>Folder hanya dibandingkan dengan dirinya sendiri; hasilnya ditampilkan.</translation>
    </message>
    <message>
        <source>Archive not used: {0}</source>
        <translation>Arsip tidak dipakai: {0}</translation>
    </message>
    <message>
        <source>Not used: {0}</source>
        <translation>Tidak dipakai: {0}</translation>
    </message>
    <message>
        <source>Scan cancelled; the previous results are still shown.</source>
        <translation>Pemindaian dibatalkan; hasil sebelumnya masih ditampilkan.</translation>
    </message>
    <message>
        <source>The scan failed: {0}</source>
        <translation>Pemindaian gagal: {0}</translation>
    </message>
</context>
<context>
    <name>PairsModel</name>
    <message>
        <source>Handed in before, archived under &apos;{0}&apos;</source>
        <translation>Sudah dikumpulkan sebelumnya, diarsipkan sebagai &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>Similar figures, no shared passage: nothing a teacher could read is left to show (what they share is common to the class, or is the topic&apos;s own words), so the pair is not reported</source>
        <translation>Angka mirip, tidak ada bagian bersama: tidak ada yang tersisa untuk dibaca guru (yang dimiliki bersama umum bagi kelas, atau kata-kata topik itu sendiri), jadi pasangan ini tidak dilaporkan</translation>
    </message>
    <message>
        <source>An LSH candidate below both thresholds: not reported</source>
        <translation>Kandidat LSH di bawah kedua ambang: tidak dilaporkan</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s essay is found in {2}&apos;s; {3} of {2}&apos;s is found in {1}&apos;s</source>
        <translation>{0} esai {1} ditemukan di esai {2}; {3} esai {2} ditemukan di esai {1}</translation>
    </message>
</context>
<context>
    <name>PairsPage</name>
    <message>
        <source>How likely the quick search is to find a pair, by how similar the pair is</source>
        <translation>Seberapa mungkin pencarian cepat menemukan sebuah pasangan, menurut kemiripannya</translation>
    </message>
    <message>
        <source>How many pairs have each similarity; the reported ones in red</source>
        <translation>Berapa pasangan memiliki setiap kemiripan; yang dilaporkan berwarna merah</translation>
    </message>
    <message>
        <source>Students linked by shared text: a group of three or more can be a shared source or a ring</source>
        <translation>Siswa yang terhubung oleh teks yang sama: kelompok tiga orang atau lebih bisa berarti sumber bersama atau jaringan</translation>
    </message>
    <message>
        <source>The class as a graph: click a student to open them, a line to open the pair; the Groups tab says the same in words</source>
        <translation>Kelas sebagai graf: klik siswa untuk membukanya, klik garis untuk membuka pasangan; tab Kelompok mengatakan hal yang sama dengan kata-kata</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare, and why</source>
        <translation>Berkas yang tidak dapat dibaca atau tidak memiliki apa pun untuk dibandingkan, dan alasannya</translation>
    </message>
    <message>
        <source>S-curve</source>
        <translation>Kurva S</translation>
    </message>
    <message>
        <source>Histogram</source>
        <translation>Histogram</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Kelompok</translation>
    </message>
    <message>
        <source>Graph</source>
        <translation>Graf</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Masalah</translation>
    </message>
    <message numerus="yes">
        <source>Problems (%n)</source>
        <translation>
            <numerusform>Masalah (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PairsView</name>
    <message>
        <source>Filter by name…</source>
        <translation>Saring menurut nama…</translation>
    </message>
    <message>
        <source>Show only pairs where either document&apos;s name contains this text</source>
        <translation>Tampilkan hanya pasangan yang nama salah satu dokumennya memuat teks ini</translation>
    </message>
    <message>
        <source>Hide pairs whose strongest score (exact J, containment or local) is below this</source>
        <translation>Sembunyikan pasangan yang skor terkuatnya (J tepat, keterkandungan, atau lokal) di bawah ini</translation>
    </message>
    <message>
        <source>Show rejected</source>
        <translation>Tampilkan yang ditolak</translation>
    </message>
    <message>
        <source>Also list pairs the quick search flagged but the exact check found below the thresholds (shown grey)</source>
        <translation>Tampilkan juga pasangan yang ditandai pencarian cepat tetapi ditemukan di bawah ambang oleh pemeriksaan tepat (abu-abu)</translation>
    </message>
    <message>
        <source>Only the archive</source>
        <translation>Hanya arsip</translation>
    </message>
    <message>
        <source>Show only pairs where one document was handed in an earlier term (from the archive)</source>
        <translation>Tampilkan hanya pasangan yang salah satu dokumennya dikumpulkan pada semester sebelumnya (dari arsip)</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Rincian</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures beside the plain one: estimated, exact and bag Jaccard, containment both ways, local containment and rewording (each column&apos;s tooltip says what it measures)</source>
        <translation>Tampilkan angka metode di samping angka sederhana: Jaccard perkiraan, tepat dan multiset, keterkandungan dua arah, keterkandungan lokal dan pengubahan kata (tooltip tiap kolom menjelaskan apa yang diukurnya)</translation>
    </message>
    <message>
        <source>Show the method&apos;s figures</source>
        <translation>Tampilkan angka metode</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>tinjauan apa pun</translation>
    </message>
    <message>
        <source>Show only pairs with this decision</source>
        <translation>Tampilkan hanya pasangan dengan keputusan ini</translation>
    </message>
    <message>
        <source>Filter pairs by name</source>
        <translation>Saring pasangan menurut nama</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Skor minimum</translation>
    </message>
    <message>
        <source>Show pairs with review</source>
        <translation>Tampilkan pasangan dengan tinjauan</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>Every pair of documents that share text. Enter moves to its passages.</source>
        <translation>Setiap pasangan dokumen yang berbagi teks. Enter menuju bagian-bagiannya.</translation>
    </message>
    <message>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message numerus="yes">
        <source>{0} shown / %n reported</source>
        <translation>
            <numerusform>{0} ditampilkan / %n dilaporkan</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PathList</name>
    <message>
        <source>Add file…</source>
        <translation>Tambah berkas…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Tambah folder…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>Tambahkan {0}</translation>
    </message>
    <message>
        <source>Add a folder of them ({0})</source>
        <translation>Tambahkan satu folder berisi itu ({0})</translation>
    </message>
    <message>
        <source>Stop using the selected file or folder</source>
        <translation>Berhenti memakai berkas atau folder yang dipilih</translation>
    </message>
    <message>
        <source>Add file to {0}</source>
        <translation>Tambah berkas ke {0}</translation>
    </message>
    <message>
        <source>Add folder to {0}</source>
        <translation>Tambah folder ke {0}</translation>
    </message>
    <message>
        <source>Remove from {0}</source>
        <translation>Hapus dari {0}</translation>
    </message>
    <message>
        <source>Add a folder ({0})</source>
        <translation>Tambahkan folder ({0})</translation>
    </message>
</context>
<context>
    <name>ProblemsView</name>
    <message>
        <source>File</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>Why it was not compared</source>
        <translation>Mengapa tidak dibandingkan</translation>
    </message>
    <message>
        <source>Files that could not be read or had nothing to compare</source>
        <translation>Berkas yang tidak dapat dibaca atau tidak memiliki apa pun untuk dibandingkan</translation>
    </message>
    <message>
        <source>Files not compared</source>
        <translation>Berkas yang tidak dibandingkan</translation>
    </message>
</context>
<context>
    <name>ReviewEditor</name>
    <message>
        <source>Your review:</source>
        <translation>Tinjauan Anda:</translation>
    </message>
    <message>
        <source>Your decision about this student; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Keputusan Anda tentang siswa ini; plagcheck menyimpannya untuk folder ini, melewati pemindaian baru dan mulai ulang, dan mencantumkannya di laporan</translation>
    </message>
    <message>
        <source>Your decision about this pair; plagcheck keeps it for this folder, through new scans and restarts, and puts it in the reports</source>
        <translation>Keputusan Anda tentang pasangan ini; plagcheck menyimpannya untuk folder ini, melewati pemindaian baru dan mulai ulang, dan mencantumkannya di laporan</translation>
    </message>
    <message>
        <source>Note (kept with the decision)…</source>
        <translation>Catatan (disimpan bersama keputusan)…</translation>
    </message>
    <message>
        <source>A note about this student: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Catatan tentang siswa ini: apa yang Anda lihat, apa yang Anda putuskan dan mengapa. Disimpan saat Anda mengetik.</translation>
    </message>
    <message>
        <source>A note about this pair: what you saw, what you decided and why. Saved as you type.</source>
        <translation>Catatan tentang pasangan ini: apa yang Anda lihat, apa yang Anda putuskan dan mengapa. Disimpan saat Anda mengetik.</translation>
    </message>
    <message>
        <source>Your review</source>
        <translation>Tinjauan Anda</translation>
    </message>
    <message>
        <source>Note about this student</source>
        <translation>Catatan tentang siswa ini</translation>
    </message>
    <message>
        <source>Note about this pair</source>
        <translation>Catatan tentang pasangan ini</translation>
    </message>
    <message numerus="yes">
        <source>Your review (%n earlier):</source>
        <translation>
            <numerusform>Tinjauan Anda (%n sebelumnya):</numerusform>
        </translation>
    </message>
    <message>
        <source>Every decision, newest first:</source>
        <translation>Setiap keputusan, yang terbaru dahulu:</translation>
    </message>
</context>
<context>
    <name>ReviewKeeper</name>
    <message>
        <source>The review file</source>
        <translation>Berkas tinjauan</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>Tidak tersimpan: {0}</translation>
    </message>
    <message>
        <source>Review saved ({0})</source>
        <translation>Tinjauan tersimpan ({0})</translation>
    </message>
</context>
<context>
    <name>ReviewKeys</name>
    <message>
        <source>This is the last student.</source>
        <translation>Ini siswa terakhir.</translation>
    </message>
    <message>
        <source>This is the first student.</source>
        <translation>Ini siswa pertama.</translation>
    </message>
    <message>
        <source>This is the last pair.</source>
        <translation>Ini pasangan terakhir.</translation>
    </message>
    <message>
        <source>This is the first pair.</source>
        <translation>Ini pasangan pertama.</translation>
    </message>
    <message>
        <source>This pair shares no passage.</source>
        <translation>Pasangan ini tidak berbagi bagian apa pun.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}: {2}</source>
        <translation>Bagian {0} dari {1}: {2}</translation>
    </message>
    <message>
        <source>Select a student or a pair first.</source>
        <translation>Pilih siswa atau pasangan terlebih dahulu.</translation>
    </message>
</context>
<context>
    <name>SCurveView</name>
    <message>
        <source>S-curve plot</source>
        <translation>Grafik kurva S</translation>
    </message>
    <message>
        <source>Jaccard similarity s of a pair</source>
        <translation>Kemiripan Jaccard s dari sebuah pasangan</translation>
    </message>
    <message>
        <source>P(candidate)</source>
        <translation>P(kandidat)</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>ambang</translation>
    </message>
    <message>
        <source>knee</source>
        <translation>lutut</translation>
    </message>
    <message>
        <source>Each dot is a pair of documents the scan compared, at its similarity: how likely the quick search was to find a pair that similar</source>
        <translation>Setiap titik adalah pasangan dokumen yang dibandingkan pemindaian, pada kemiripannya: seberapa mungkin pencarian cepat menemukan pasangan semirip itu</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>dilaporkan</translation>
    </message>
    <message>
        <source>below thresholds</source>
        <translation>di bawah ambang</translation>
    </message>
    <message>
        <source>missed by LSH (exact run)</source>
        <translation>terlewat oleh LSH (pemindaian tepat)</translation>
    </message>
    <message>
        <source>Probability that the quick search finds a pair, by its similarity s, for {0} bands of {1} rows: {2}. Threshold {3}, knee {4}.</source>
        <translation>Peluang pencarian cepat menemukan sebuah pasangan, menurut kemiripannya s, untuk {0} pita berisi {1} baris: {2}. Ambang {3}, lutut {4}.</translation>
    </message>
    <message>
        <source>Pairs shown: {0} reported, {1} below the thresholds, {2} missed.</source>
        <translation>Pasangan yang ditampilkan: {0} dilaporkan, {1} di bawah ambang, {2} terlewat.</translation>
    </message>
    <message>
        <source>b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · orange: pairs checked needlessly ({3})</source>
        <translation>b = {0} pita × r = {1} baris · merah: pasangan mirip yang dapat terlewat ({2}) · oranye: pasangan yang diperiksa tanpa perlu ({3})</translation>
    </message>
    <message>
        <source>Red area (above the threshold, under 1): similar pairs the quick search can miss, {0}. Orange area (below the threshold): dissimilar pairs it checks needlessly, {1}. Every candidate is then checked exactly.</source>
        <translation>Area merah (di atas ambang, di bawah 1): pasangan mirip yang dapat terlewat oleh pencarian cepat, {0}. Area oranye (di bawah ambang): pasangan tak mirip yang diperiksanya tanpa perlu, {1}. Setiap kandidat lalu diperiksa secara tepat.</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <source>Recognise it</source>
        <translation>Kenali otomatis</translation>
    </message>
    <message>
        <source>Moodle download</source>
        <translation>Unduhan Moodle</translation>
    </message>
    <message>
        <source>Canvas download</source>
        <translation>Unduhan Canvas</translation>
    </message>
    <message>
        <source>Blackboard download</source>
        <translation>Unduhan Blackboard</translation>
    </message>
    <message>
        <source>One sub-folder per student</source>
        <translation>Satu subfolder per siswa</translation>
    </message>
    <message>
        <source>One file per student</source>
        <translation>Satu berkas per siswa</translation>
    </message>
    <message>
        <source>Ignore upper/lower case</source>
        <translation>Abaikan huruf besar/kecil</translation>
    </message>
    <message>
        <source>Treat &apos;Water&apos; and &apos;water&apos; as the same word.</source>
        <translation>Perlakukan &apos;Air&apos; dan &apos;air&apos; sebagai kata yang sama.</translation>
    </message>
    <message>
        <source>Fold special character forms</source>
        <translation>Satukan bentuk karakter khusus</translation>
    </message>
    <message>
        <source>Treat full-width and other typographic variants of letters as ordinary letters.</source>
        <translation>Perlakukan huruf lebar penuh dan varian tipografi lain sebagai huruf biasa.</translation>
    </message>
    <message>
        <source>Remove invisible characters</source>
        <translation>Hapus karakter tak terlihat</translation>
    </message>
    <message>
        <source>Drop zero-width and other invisible characters that students hide inside words.</source>
        <translation>Buang karakter lebar nol dan karakter tak terlihat lain yang disembunyikan di dalam kata.</translation>
    </message>
    <message>
        <source>Undo look-alike letters</source>
        <translation>Pulihkan huruf mirip</translation>
    </message>
    <message>
        <source>Read letters from other alphabets that look Latin (Cyrillic &apos;а&apos; for &apos;a&apos;) as Latin.</source>
        <translation>Baca huruf dari abjad lain yang mirip Latin (&apos;а&apos; Kiril untuk &apos;a&apos;) sebagai Latin.</translation>
    </message>
    <message>
        <source>Ignore hidden text</source>
        <translation>Abaikan teks tersembunyi</translation>
    </message>
    <message>
        <source>Leave out text a reader cannot see, such as white or tiny text in a Word file.</source>
        <translation>Abaikan teks yang tidak terlihat pembaca, seperti teks putih atau sangat kecil di berkas Word.</translation>
    </message>
    <message>
        <source>Ignore punctuation</source>
        <translation>Abaikan tanda baca</translation>
    </message>
    <message>
        <source>Compare the words only, not commas and full stops.</source>
        <translation>Bandingkan kata-katanya saja, bukan koma dan titik.</translation>
    </message>
    <message>
        <source>Ignore digits</source>
        <translation>Abaikan angka</translation>
    </message>
    <message>
        <source>Leave numbers out of the comparison.</source>
        <translation>Kecualikan angka dari perbandingan.</translation>
    </message>
    <message>
        <source>Ignore common words</source>
        <translation>Abaikan kata umum</translation>
    </message>
    <message>
        <source>Leave out words like &apos;the&apos;, &apos;and&apos;, &apos;of&apos; (word mode), so only content words count.</source>
        <translation>Abaikan kata seperti &apos;yang&apos;, &apos;dan&apos;, &apos;di&apos; (mode kata), agar hanya kata bermakna yang dihitung.</translation>
    </message>
    <message>
        <source>Ignore quotations</source>
        <translation>Abaikan kutipan</translation>
    </message>
    <message>
        <source>Text in quotation marks or block quotes does not count as copying.</source>
        <translation>Teks dalam tanda kutip atau kutipan blok tidak dihitung sebagai penyalinan.</translation>
    </message>
    <message>
        <source>Ignore bibliography</source>
        <translation>Abaikan daftar pustaka</translation>
    </message>
    <message>
        <source>Reference lists (References, Bibliography, Works Cited…) do not count as copying.</source>
        <translation>Daftar referensi (Referensi, Daftar Pustaka, Rujukan…) tidak dihitung sebagai penyalinan.</translation>
    </message>
    <message>
        <source>Count quoted and cited text</source>
        <translation>Hitung teks yang dikutip dan bersumber</translation>
    </message>
    <message>
        <source>Text a student put in quotation marks and cited counts in their similarity, and two students who quoted and cited the same words are a pair. Off: it is listed, greyed, and counted apart.</source>
        <translation>Teks yang diberi tanda kutip dan sumber oleh siswa dihitung dalam kemiripannya, dan dua siswa yang mengutip kata yang sama dengan sumbernya menjadi pasangan. Mati: teks itu dicantumkan, abu-abu, dan dihitung terpisah.</translation>
    </message>
    <message>
        <source>Count reference lists and notes</source>
        <translation>Hitung daftar pustaka dan catatan</translation>
    </message>
    <message>
        <source>A References, Bibliography or Notes section can make a match. Off: it never does.</source>
        <translation>Bagian Referensi, Daftar Pustaka, atau Catatan dapat menghasilkan kecocokan. Mati: tidak pernah.</translation>
    </message>
    <message>
        <source>Find reworded copies</source>
        <translation>Temukan salinan yang diparafrasa</translation>
    </message>
    <message>
        <source>Also compare sentences as sets of words, so a copy whose words were shuffled or replaced, or whose sentences were moved, is found (the Reworded column).</source>
        <translation>Bandingkan juga kalimat sebagai himpunan kata, agar salinan yang katanya diacak atau diganti, atau kalimatnya dipindah, ditemukan (kolom Diparafrasa).</translation>
    </message>
    <message>
        <source>Read each text in its own language</source>
        <translation>Baca setiap teks dalam bahasanya sendiri</translation>
    </message>
    <message>
        <source>Tell each document&apos;s language, leave out its common words and compare word stems (&apos;rivers&apos; and &apos;river&apos; alike) when looking for reworded copies.</source>
        <translation>Kenali bahasa setiap dokumen, abaikan kata umumnya dan bandingkan kata dasar (&apos;sungai-sungai&apos; seperti &apos;sungai&apos;) saat mencari salinan yang diparafrasa.</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Kata</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Karakter</translation>
    </message>
    <message>
        <source>Compare runs of words (best for essays) or runs of letters (catches copying with small spelling changes, and languages written without spaces).</source>
        <translation>Bandingkan deretan kata (terbaik untuk esai) atau deretan huruf (menangkap salinan dengan sedikit perubahan ejaan, dan bahasa yang ditulis tanpa spasi).</translation>
    </message>
    <message>
        <source>How many words (or letters) in a row must match to count. Smaller finds more paraphrase but also more chance overlap; 3 words suits essays.</source>
        <translation>Berapa kata (atau huruf) berturut-turut harus sama agar dihitung. Lebih kecil menemukan lebih banyak parafrasa, tetapi juga lebih banyak kebetulan; 3 kata cocok untuk esai.</translation>
    </message>
    <message>
        <source>Each phrase once</source>
        <translation>Setiap frasa sekali</translation>
    </message>
    <message>
        <source>Count repeats</source>
        <translation>Hitung pengulangan</translation>
    </message>
    <message>
        <source>Whether a phrase used several times counts once or every time it appears.</source>
        <translation>Apakah frasa yang dipakai beberapa kali dihitung sekali atau setiap kali muncul.</translation>
    </message>
    <message>
        <source>Report two documents when at least this share of their phrases is the same (0 nothing shared, 1 identical). Lower finds more, including chance overlap.</source>
        <translation>Laporkan dua dokumen bila setidaknya bagian frasanya sebanyak ini sama (0 tidak ada yang sama, 1 identik). Lebih rendah menemukan lebih banyak, termasuk tumpang tindih kebetulan.</translation>
    </message>
    <message>
        <source>automatic</source>
        <translation>otomatis</translation>
    </message>
    <message>
        <source>Also report a pair when this share of one document is found in the other, even if the other is much longer (a short answer copied into a long essay). Automatic: 0.3 for words, 0.5 for characters.</source>
        <translation>Laporkan juga pasangan bila bagian sebanyak ini dari satu dokumen ditemukan di dokumen lain, walaupun yang lain jauh lebih panjang (jawaban pendek yang disalin ke esai panjang). Otomatis: 0,3 untuk kata, 0,5 untuk karakter.</translation>
    </message>
    <message>
        <source> words</source>
        <translation> kata</translation>
    </message>
    <message>
        <source>Look for a pasted paragraph of about this many words inside otherwise different essays. 0 switches this off.</source>
        <translation>Cari paragraf yang ditempel sepanjang kira-kira sekian kata di dalam esai yang selebihnya berbeda. 0 mematikannya.</translation>
    </message>
    <message>
        <source>Length of each document&apos;s fingerprint. Longer fingerprints estimate similarity more precisely and miss fewer pairs, but take a little longer.</source>
        <translation>Panjang sidik jari setiap dokumen. Sidik jari yang lebih panjang memperkirakan kemiripan lebih tepat dan lebih jarang melewatkan pasangan, tetapi sedikit lebih lama.</translation>
    </message>
    <message>
        <source>Choose bands and rows from the threshold</source>
        <translation>Pilih pita dan baris dari ambang</translation>
    </message>
    <message>
        <source>Let plagcheck pick how the fingerprint is cut up for the quick search, so that pairs above the threshold are rarely missed (see the S-curve tab).</source>
        <translation>Biarkan plagcheck memilih cara sidik jari dipotong untuk pencarian cepat, agar pasangan di atas ambang jarang terlewat (lihat tab Kurva S).</translation>
    </message>
    <message>
        <source>Bands: more bands make the quick search find more pairs (fewer misses, more checks).</source>
        <translation>Pita: lebih banyak pita membuat pencarian cepat menemukan lebih banyak pasangan (lebih sedikit terlewat, lebih banyak pemeriksaan).</translation>
    </message>
    <message>
        <source>Rows per band: more rows make the quick search stricter (fewer checks, more misses).</source>
        <translation>Baris per pita: lebih banyak baris membuat pencarian cepat lebih ketat (lebih sedikit pemeriksaan, lebih banyak terlewat).</translation>
    </message>
    <message>
        <source>Compare every pair exactly</source>
        <translation>Bandingkan setiap pasangan secara tepat</translation>
    </message>
    <message>
        <source>Check all pairs instead of the quick search: nothing can be missed, but it is slow for hundreds of files. The S-curve then shows the pairs the quick search would miss.</source>
        <translation>Periksa semua pasangan, bukan pencarian cepat: tidak ada yang terlewat, tetapi lambat untuk ratusan berkas. Kurva S lalu menampilkan pasangan yang akan terlewat oleh pencarian cepat.</translation>
    </message>
    <message>
        <source>Ignore phrases that appear in more than this share of all documents (set phrases everybody uses). 1.00 keeps everything.</source>
        <translation>Abaikan frasa yang muncul di lebih dari bagian semua dokumen sebanyak ini (ungkapan baku yang dipakai semua orang). 1,00 menyimpan semuanya.</translation>
    </message>
    <message>
        <source>Assignment text (templates):</source>
        <translation>Teks tugas (templat):</translation>
    </message>
    <message>
        <source>The assignment prompt, worksheets or other text every student was given: text found in these files never counts as copying.</source>
        <translation>Soal tugas, lembar kerja, atau teks lain yang diberikan kepada semua siswa: teks dari berkas ini tidak pernah dihitung sebagai penyalinan.</translation>
    </message>
    <message>
        <source>a file every student was given (the assignment prompt)</source>
        <translation>berkas yang diberikan kepada semua siswa (soal tugas)</translation>
    </message>
    <message>
        <source> students</source>
        <translation> siswa</translation>
    </message>
    <message>
        <source>Text this many students or more share (a prompt you did not give, a worksheet line, a quotation everyone used) is shown once under Shared by many, not as copying: it counts in no pair and in no student&apos;s share. One sentence needs half as many (at least 3, in a class of 10 or more) who share nothing else: a line of a reading they quote. Fewer students sharing one text (a ring copying one paragraph) are still reported.</source>
        <translation>Teks yang dimiliki sebanyak ini siswa atau lebih (soal yang tidak Anda berikan, baris lembar kerja, kutipan yang dipakai semua) ditampilkan sekali di Dimiliki banyak siswa, bukan sebagai penyalinan: teks itu tidak dihitung dalam pasangan mana pun maupun dalam bagian siswa mana pun. Satu kalimat cukup dimiliki setengahnya (sedikitnya 3, di kelas berisi 10 atau lebih) yang tidak berbagi teks lain: baris bacaan yang mereka kutip. Siswa yang lebih sedikit yang memiliki satu teks (kelompok yang menyalin satu paragraf) tetap dilaporkan.</translation>
    </message>
    <message>
        <source>Reference texts:</source>
        <translation>Teks rujukan:</translation>
    </message>
    <message>
        <source>Saved web pages, textbook chapters, model answers: every student&apos;s work is compared with them (never they with each other), and a pair with one says so. They are not listed as students.</source>
        <translation>Halaman web yang disimpan, bab buku pelajaran, jawaban contoh: pekerjaan setiap siswa dibandingkan dengannya (tidak pernah antar mereka), dan pasangan dengan salah satunya menyebutkannya. Teks ini tidak dicantumkan sebagai siswa.</translation>
    </message>
    <message>
        <source>a reference text (a saved web page, a chapter, a model answer)</source>
        <translation>teks rujukan (halaman web yang disimpan, sebuah bab, jawaban contoh)</translation>
    </message>
    <message>
        <source>How the folder or download is laid out. Moodle, Canvas and Blackboard downloads are recognised by their file names: each student&apos;s files are read as one submission, named after the student. Choose one here if it is recognised wrongly.</source>
        <translation>Cara folder atau unduhan disusun. Unduhan Moodle, Canvas, dan Blackboard dikenali dari nama berkasnya: berkas setiap siswa dibaca sebagai satu kiriman, dinamai menurut siswanya. Pilih di sini bila pengenalannya salah.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(tidak ada)</translation>
    </message>
    <message>
        <source>Canvas names files by a short key (nunezjose). Its grades export (a CSV with the Student and ID columns) gives the students&apos; real names.</source>
        <translation>Canvas menamai berkas dengan kunci pendek (nunezjose). Ekspor nilainya (CSV dengan kolom Student dan ID) memberikan nama asli siswa.</translation>
    </message>
    <message>
        <source>Roster…</source>
        <translation>Daftar siswa…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Kosongkan</translation>
    </message>
    <message>
        <source>Name Canvas students by their key again</source>
        <translation>Namai siswa Canvas dengan kuncinya lagi</translation>
    </message>
    <message>
        <source>Choose the roster (Canvas names)…</source>
        <translation>Pilih daftar siswa (nama Canvas)…</translation>
    </message>
    <message>
        <source>Clear the roster</source>
        <translation>Kosongkan daftar siswa</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Pulihkan bawaan</translation>
    </message>
    <message>
        <source>Every setting back to its default in one click (the assignment text, reference texts and Canvas names of this class are kept).</source>
        <translation>Semua pengaturan kembali ke nilai bawaan dengan satu klik (teks tugas, teks rujukan dan nama Canvas kelas ini tetap disimpan).</translation>
    </message>
    <message>
        <source>Restore the default settings</source>
        <translation>Pulihkan pengaturan bawaan</translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation>Kiriman</translation>
    </message>
    <message>
        <source>Laid out as</source>
        <translation>Disusun sebagai</translation>
    </message>
    <message>
        <source>Canvas names</source>
        <translation>Nama Canvas</translation>
    </message>
    <message>
        <source>What is reported</source>
        <translation>Yang dilaporkan</translation>
    </message>
    <message>
        <source>Report above</source>
        <translation>Laporkan di atas</translation>
    </message>
    <message>
        <source>…or contained above</source>
        <translation>…atau terkandung di atas</translation>
    </message>
    <message>
        <source>Pasted paragraph</source>
        <translation>Paragraf tempelan</translation>
    </message>
    <message>
        <source>Text that must not count</source>
        <translation>Teks yang tidak boleh dihitung</translation>
    </message>
    <message>
        <source>Shared by many from</source>
        <translation>Dimiliki banyak siswa mulai</translation>
    </message>
    <message>
        <source>Advanced: how documents are compared</source>
        <translation>Lanjutan: cara dokumen dibandingkan</translation>
    </message>
    <message>
        <source>The method&apos;s own settings: phrase length, fingerprints, the quick search and how text is cleaned before comparing. The defaults suit essays.</source>
        <translation>Pengaturan metode itu sendiri: panjang frasa, sidik jari, pencarian cepat, dan cara teks dibersihkan sebelum dibandingkan. Bawaannya cocok untuk esai.</translation>
    </message>
    <message>
        <source>Phrases</source>
        <translation>Frasa</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Bandingkan</translation>
    </message>
    <message>
        <source>Phrase length</source>
        <translation>Panjang frasa</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Pengulangan</translation>
    </message>
    <message>
        <source>Quick search (MinHash + LSH)</source>
        <translation>Pencarian cepat (MinHash + LSH)</translation>
    </message>
    <message>
        <source>Fingerprint length</source>
        <translation>Panjang sidik jari</translation>
    </message>
    <message>
        <source>times</source>
        <translation>kali</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Pita</translation>
    </message>
    <message>
        <source>Rows per band</source>
        <translation>Baris per pita</translation>
    </message>
    <message>
        <source>Bands × rows</source>
        <translation>Pita × baris</translation>
    </message>
    <message>
        <source>Cleaning the text</source>
        <translation>Membersihkan teks</translation>
    </message>
    <message>
        <source>Ignore phrases in more than</source>
        <translation>Abaikan frasa yang ada di lebih dari</translation>
    </message>
    <message>
        <source>Choose the course&apos;s grades export</source>
        <translation>Pilih ekspor nilai kursus</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Berkas CSV (*.csv);;Semua berkas (*)</translation>
    </message>
</context>
<context>
    <name>SideBySide</name>
    <message>
        <source>Shared passages, longest first: click one to show it on both sides</source>
        <translation>Bagian yang sama, terpanjang dahulu: klik salah satunya untuk menampilkannya di kedua sisi</translation>
    </message>
    <message>
        <source>Shared passages</source>
        <translation>Bagian yang sama</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shared passages&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bagian yang sama&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The selected passage is from a text the class was given (a reading, the prompt): add it, as both students wrote it, to the assignment text and scan again. It is then no evidence against anyone who has it.</source>
        <translation>Bagian yang dipilih berasal dari teks yang diberikan kepada kelas (bacaan, soal): tambahkan, seperti yang ditulis kedua siswa, ke teks tugas lalu pindai lagi. Bagian itu lalu bukan bukti terhadap siapa pun yang memilikinya.</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a pair above to read it side by side.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pilih sebuah pasangan di atas untuk membacanya berdampingan.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Hand-in: {0}</source>
        <translation>Penyerahan: {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n shared passages</source>
        <translation>
            <numerusform>%n bagian yang sama</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n words</source>
        <translation>
            <numerusform>%n kata</numerusform>
        </translation>
    </message>
    <message>
        <source>reworded</source>
        <translation>ditulis ulang</translation>
    </message>
    <message>
        <source>Citation: {0}</source>
        <translation>Rujukan: {0}</translation>
    </message>
    <message>
        <source>Credit the student gave: {0}</source>
        <translation>Sumber yang diberikan siswa: {0}</translation>
    </message>
    <message>
        <source>same number = same passage</source>
        <translation>nomor sama = bagian yang sama</translation>
    </message>
    <message>
        <source>grey = not compared (template, quotation, bibliography)</source>
        <translation>abu-abu = tidak dibandingkan (templat, kutipan, daftar pustaka)</translation>
    </message>
    <message>
        <source>red wavy underline = disguised characters</source>
        <translation>garis bawah bergelombang merah = karakter yang disamarkan</translation>
    </message>
    <message>
        <source>underlined in colour</source>
        <translation>bergaris bawah berwarna</translation>
    </message>
    <message>
        <source>words a reworded passage shares with the other text</source>
        <translation>kata yang dimiliki bersama oleh bagian yang ditulis ulang dan teks lainnya</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Open a folder…</source>
        <translation>Buka folder…</translation>
    </message>
    <message>
        <source>Choose the folder that holds your students&apos; submissions</source>
        <translation>Pilih folder yang berisi kiriman siswa Anda</translation>
    </message>
    <message>
        <source>Open an LMS download (.zip)…</source>
        <translation>Buka unduhan LMS (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you (&apos;Download all submissions&apos;)</source>
        <translation>Buka .zip semua kiriman yang diberikan Moodle, Canvas, atau Blackboard (&apos;Unduh semua kiriman&apos;)</translation>
    </message>
    <message>
        <source>Try the sample essays</source>
        <translation>Coba esai contoh</translation>
    </message>
    <message>
        <source>Check 20 short essays that come with plagcheck, some of them copied</source>
        <translation>Periksa 20 esai pendek yang disertakan dengan plagcheck, beberapa di antaranya salinan</translation>
    </message>
    <message>
        <source>Check a class&apos;s submissions for shared text</source>
        <translation>Periksa teks yang sama di antara kiriman satu kelas</translation>
    </message>
    <message>
        <source>Open the folder that holds your students&apos; work (one file or one folder per student), or the .zip your learning platform gave you. plagcheck reads .docx, .odt, .rtf, .pdf, .html, .md and .txt files, compares every submission with every other and shows the text they share, side by side.</source>
        <translation>Buka folder berisi pekerjaan siswa Anda (satu berkas atau satu folder per siswa), atau .zip dari platform pembelajaran Anda. plagcheck membaca berkas .docx, .odt, .rtf, .pdf, .html, .md, dan .txt, membandingkan setiap kiriman dengan semua kiriman lain, dan menampilkan teks yang sama secara berdampingan.</translation>
    </message>
    <message>
        <source>Everything stays on this computer. You can also drop a folder here.</source>
        <translation>Semuanya tetap di komputer ini. Anda juga dapat menyeret folder ke sini.</translation>
    </message>
    <message>
        <source>Not a folder or a .zip</source>
        <translation>Bukan folder atau .zip</translation>
    </message>
    <message>
        <source>plagcheck cannot open {0}: it is not a folder or a .zip file.</source>
        <translation>plagcheck tidak dapat membuka {0}: itu bukan folder atau berkas .zip.</translation>
    </message>
    <message>
        <source>Choose the folder of submissions, or the download from your platform.</source>
        <translation>Pilih folder kiriman, atau unduhan dari platform Anda.</translation>
    </message>
    <message>
        <source>Only one submission to compare</source>
        <translation>Hanya satu kiriman untuk dibandingkan</translation>
    </message>
    <message>
        <source>{0} holds one submission that could be read: a comparison needs two or more.</source>
        <translation>{0} berisi satu kiriman yang dapat dibaca: perbandingan memerlukan dua atau lebih.</translation>
    </message>
    <message>
        <source>None of the files could be compared</source>
        <translation>Tidak ada berkas yang dapat dibandingkan</translation>
    </message>
    <message>
        <source>No file in {0} could be read and compared:</source>
        <translation>Tidak ada berkas di {0} yang dapat dibaca dan dibandingkan:</translation>
    </message>
    <message>
        <source>No submissions found</source>
        <translation>Tidak ada kiriman yang ditemukan</translation>
    </message>
    <message>
        <source>{0} holds no file plagcheck can read (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</source>
        <translation>{0} tidak berisi berkas yang dapat dibaca plagcheck (.docx, .odt, .rtf, .pdf, .html, .md, .txt).</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (Pairs page, Problems tab).</source>
        <translation>
            <numerusform>… dan %n lagi (halaman Pasangan, tab Masalah).</numerusform>
        </translation>
    </message>
    <message>
        <source>Check that this is the folder (or the whole download) with your students&apos; work, then open it again; a download that is damaged can be downloaded again from your platform.</source>
        <translation>Pastikan ini folder (atau unduhan lengkap) berisi pekerjaan siswa Anda, lalu buka lagi; unduhan yang rusak dapat diunduh ulang dari platform Anda.</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Progress</source>
        <translation>Kemajuan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} files</source>
        <translation>{0}: {1} / {2} berkas</translation>
    </message>
    <message>
        <source>{0}: {1} / {2} pairs</source>
        <translation>{0}: {1} / {2} pasangan</translation>
    </message>
    <message>
        <source>How the submissions were laid out</source>
        <translation>Cara kiriman disusun</translation>
    </message>
    <message numerus="yes">
        <source>%n documents</source>
        <translation>
            <numerusform>%n dokumen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n from the archive</source>
        <translation>
            <numerusform>%n dari arsip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n candidates verified</source>
        <translation>
            <numerusform>%n kandidat diverifikasi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reported pairs</source>
        <translation>
            <numerusform>%n pasangan dilaporkan</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problems</source>
        <translation>
            <numerusform>%n masalah</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} s</source>
        <translation>{0} d</translation>
    </message>
    <message>
        <source>Candidates: pairs of documents that share a band of their signatures (or a window of text), each compared exactly.</source>
        <translation>Kandidat: pasangan dokumen yang berbagi satu pita tanda tangannya (atau satu jendela teks), masing-masing dibandingkan secara tepat.</translation>
    </message>
    <message numerus="yes">
        <source>%n more pairs shared a band by chance: their signatures agree too little for the threshold to be reachable, so they were not compared.</source>
        <translation>
            <numerusform>%n pasangan lain berbagi pita secara kebetulan: tanda tangannya terlalu sedikit cocok untuk mencapai ambang, sehingga tidak dibandingkan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StudentsModel</name>
    <message>
        <source>{0} of {1}&apos;s text is found in %n other documents</source>
        <translation>{0} teks {1} ditemukan di %n dokumen lain</translation>
    </message>
    <message>
        <source>{0} of {1}&apos;s text is shared with {2}</source>
        <translation>{0} teks {1} sama dengan {2}</translation>
    </message>
    <message>
        <source>{0}&apos;s work was not checked: {1}</source>
        <translation>Tugas {0} tidak diperiksa: {1}</translation>
    </message>
</context>
<context>
    <name>StudentsView</name>
    <message>
        <source>Find a student…</source>
        <translation>Cari siswa…</translation>
    </message>
    <message>
        <source>Show only students whose name contains this text</source>
        <translation>Tampilkan hanya siswa yang namanya memuat teks ini</translation>
    </message>
    <message>
        <source>any review</source>
        <translation>tinjauan apa pun</translation>
    </message>
    <message>
        <source>Show only students with this decision</source>
        <translation>Tampilkan hanya siswa dengan keputusan ini</translation>
    </message>
    <message>
        <source>Find a student</source>
        <translation>Cari siswa</translation>
    </message>
    <message>
        <source>Show students with review</source>
        <translation>Tampilkan siswa dengan tinjauan</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Rincian</translation>
    </message>
    <message>
        <source>Also show the shares of the student&apos;s text quoted and cited, quoted without a citation, and cited without quotation marks (each column&apos;s tooltip says what)</source>
        <translation>Tampilkan juga bagian teks siswa yang dikutip dan dirujuk, dikutip tanpa rujukan, dan dirujuk tanpa tanda kutip (tooltip tiap kolom menjelaskannya)</translation>
    </message>
    <message>
        <source>Show the shares of every credit group</source>
        <translation>Tampilkan bagian setiap kelompok atribusi</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Siswa</translation>
    </message>
    <message>
        <source>Every student, most shared text first. Enter reads their strongest pair.</source>
        <translation>Setiap siswa, yang paling banyak berbagi teks dahulu. Enter membaca pasangan terkuatnya.</translation>
    </message>
    <message>
        <source>Coloured text is shared with another document (the colour says which, see the list). Click it to read that pair side by side.</source>
        <translation>Teks berwarna sama dengan dokumen lain (warna dan nomornya menunjukkan yang mana, lihat daftar). Klik untuk membaca pasangan itu berdampingan.</translation>
    </message>
    <message>
        <source>The documents this student shares text with, and how much of the student&apos;s text each covers. Click one to read that pair side by side.</source>
        <translation>Dokumen yang berbagi teks dengan siswa ini, dan seberapa banyak teks siswa yang dicakup masing-masing. Klik salah satunya untuk membaca pasangan itu berdampingan.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shares text with&lt;/b&gt;</source>
        <translation>&lt;b&gt;Berbagi teks dengan&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Documents this student shares text with</source>
        <translation>Dokumen yang berbagi teks dengan siswa ini</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a student to read their text.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Pilih seorang siswa untuk membaca teksnya.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;: not checked ({1}). Ask the student for a readable copy.</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;: tidak diperiksa ({1}). Minta salinan yang dapat dibaca kepada siswa.</translation>
    </message>
    <message numerus="yes">
        <source>{0} of this student&apos;s text is in %n passages shared with {1}. Click to compare.</source>
        <translation>
            <numerusform>{0} teks siswa ini ada di %n bagian yang sama dengan {1}. Klik untuk membandingkan.</numerusform>
        </translation>
    </message>
    <message>
        <source>and {0} quoted and cited (not counted)</source>
        <translation>dan {0} dikutip dan bersumber (tidak dihitung)</translation>
    </message>
    <message numerus="yes">
        <source>{0} shared with %n documents</source>
        <translation>
            <numerusform>{0} sama dengan %n dokumen</numerusform>
        </translation>
    </message>
    <message>
        <source>No text shared with another document</source>
        <translation>Tidak ada teks yang sama dengan dokumen lain</translation>
    </message>
    <message numerus="yes">
        <source>and a text shared by %n students (grey; shown under Shared by many, not counted)</source>
        <translation>
            <numerusform>dan teks yang dimiliki %n siswa (abu-abu; ditampilkan di Dimiliki banyak siswa, tidak dihitung)</numerusform>
        </translation>
    </message>
    <message>
        <source>No shared passage in this text.</source>
        <translation>Tidak ada bagian yang sama di teks ini.</translation>
    </message>
    <message>
        <source>Passage {0} of {1}, shared with {2} (source {3})</source>
        <translation>Bagian {0} dari {1}, sama dengan {2} (sumber {3})</translation>
    </message>
    <message numerus="yes">
        <source>{0} of %n students</source>
        <translation>
            <numerusform>{0} dari %n siswa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n students</source>
        <translation>
            <numerusform>%n siswa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n not checked)</source>
        <translation>
            <numerusform>(%n tidak diperiksa)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Open folder or download…</source>
        <translation>Buka folder atau unduhan…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check, or the .zip your learning platform gave you (Moodle, Canvas, Blackboard: &apos;Download all submissions&apos;)</source>
        <translation>Pilih folder kiriman siswa yang akan diperiksa, atau .zip dari platform pembelajaran Anda (Moodle, Canvas, Blackboard: &apos;Unduh semua kiriman&apos;)</translation>
    </message>
    <message>
        <source>Folder of submissions…</source>
        <translation>Folder kiriman…</translation>
    </message>
    <message>
        <source>Choose the folder of student submissions to check</source>
        <translation>Pilih folder kiriman siswa yang akan diperiksa</translation>
    </message>
    <message>
        <source>Download from the learning platform (.zip)…</source>
        <translation>Unduhan dari platform pembelajaran (.zip)…</translation>
    </message>
    <message>
        <source>Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you</source>
        <translation>Buka .zip semua kiriman yang diberikan Moodle, Canvas, atau Blackboard</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Stop the scan; the previous results stay on screen</source>
        <translation>Hentikan pemindaian; hasil sebelumnya tetap di layar</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Ekspor CSV…</translation>
    </message>
    <message>
        <source>Write the pairs as a spreadsheet (CSV)</source>
        <translation>Tulis pasangan sebagai lembar kerja (CSV)</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Ekspor JSON…</translation>
    </message>
    <message>
        <source>Write everything found as JSON, for other tools</source>
        <translation>Tulis semua temuan sebagai JSON, untuk alat lain</translation>
    </message>
    <message>
        <source>Export HTML report…</source>
        <translation>Ekspor laporan HTML…</translation>
    </message>
    <message>
        <source>Write the report with the evidence, your decisions and notes (HTML)</source>
        <translation>Tulis laporan dengan bukti, keputusan, dan catatan Anda (HTML)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Keluar</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Siswa</translation>
    </message>
    <message>
        <source>Show the students, most shared text first</source>
        <translation>Tampilkan siswa, yang paling banyak berbagi teks dahulu</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pasangan</translation>
    </message>
    <message>
        <source>Show the pairs of documents and their text side by side</source>
        <translation>Tampilkan pasangan dokumen dan teksnya berdampingan</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>Cari…</translation>
    </message>
    <message>
        <source>Find a student (or a pair) by name</source>
        <translation>Cari siswa (atau pasangan) menurut nama</translation>
    </message>
    <message>
        <source>Settings panel</source>
        <translation>Panel pengaturan</translation>
    </message>
    <message>
        <source>Show or hide the settings panel (more room on a small screen)</source>
        <translation>Tampilkan atau sembunyikan panel pengaturan (lebih banyak ruang di layar kecil)</translation>
    </message>
    <message>
        <source>Next student or pair</source>
        <translation>Siswa atau pasangan berikutnya</translation>
    </message>
    <message>
        <source>Select the next student (or pair) in the table</source>
        <translation>Pilih siswa (atau pasangan) berikutnya di tabel</translation>
    </message>
    <message>
        <source>Previous student or pair</source>
        <translation>Siswa atau pasangan sebelumnya</translation>
    </message>
    <message>
        <source>Select the previous student (or pair) in the table</source>
        <translation>Pilih siswa (atau pasangan) sebelumnya di tabel</translation>
    </message>
    <message>
        <source>Next passage</source>
        <translation>Bagian berikutnya</translation>
    </message>
    <message>
        <source>Show the next shared passage in the text</source>
        <translation>Tampilkan bagian sama berikutnya di teks</translation>
    </message>
    <message>
        <source>Previous passage</source>
        <translation>Bagian sebelumnya</translation>
    </message>
    <message>
        <source>Show the previous shared passage in the text</source>
        <translation>Tampilkan bagian sama sebelumnya di teks</translation>
    </message>
    <message>
        <source>Decision: {0}</source>
        <translation>Keputusan: {0}</translation>
    </message>
    <message>
        <source>Guide</source>
        <translation>Panduan</translation>
    </message>
    <message>
        <source>What each score means and how to act on a report</source>
        <translation>Arti setiap skor dan cara menindaklanjuti laporan</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan ketik</translation>
    </message>
    <message>
        <source>About plagcheck</source>
        <translation>Tentang plagcheck</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Berkas</translation>
    </message>
    <message>
        <source>Recent folders and downloads</source>
        <translation>Folder dan unduhan terakhir</translation>
    </message>
    <message>
        <source>&amp;Archive</source>
        <translation>&amp;Arsip</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Bahasa</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Bahasa sistem</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>T&amp;injauan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>B&amp;antuan</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Utama</translation>
    </message>
    <message>
        <source>More toolbar buttons</source>
        <translation>Tombol lainnya</translation>
    </message>
    <message>
        <source>More menus</source>
        <translation>Menu lainnya</translation>
    </message>
</context>
</TS>
