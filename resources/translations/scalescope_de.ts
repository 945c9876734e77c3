<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Batch</name>
    <message>
        <location filename="../../app/cli/batch.cpp" line="+86"/>
        <source>%1: only one scenario (file or preset) can be given</source>
        <translation>%1: Es kann nur ein Szenario (Datei oder Vorlage) angegeben werden</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>--series %1: no series of that name is loaded; the %2 loaded: %3</source>
        <translation>--series %1: Keine Messreihe dieses Namens geladen; die %2 geladenen: %3</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+2"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot create the export directory</source>
        <translation>%1: Exportverzeichnis kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>writing %1</source>
        <translation>schreibe %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: the 3D %2 needs an X server (VTK renders through GLX); run under xvfb-run -a</source>
        <translation>%1: die 3D-Abbildung %2 braucht einen X-Server (VTK zeichnet über GLX); mit xvfb-run -a aufrufen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>wrote %1 files to %2</source>
        <translation>%1 Dateien nach %2 geschrieben</translation>
    </message>
</context>
<context>
    <name>CameraPreset</name>
    <message>
        <location filename="../../views/surface/surface_camera.h" line="+32"/>
        <source>3D view</source>
        <translation>3D-Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top view: heat map</source>
        <translation>Draufsicht: Heatmap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side view along N</source>
        <translation>Seitenansicht entlang N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side view along 1−α</source>
        <translation>Seitenansicht entlang 1−α</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <location filename="../../app/classroom/class_server.cpp" line="+67"/>
        <source>en</source>
        <extracomment>The student page&apos;s language as a BCP 47 tag: de, zh-CN.</extracomment>
        <translation>de</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope — your prediction</source>
        <translation>ScaleScope — deine Vorhersage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nickname (optional)</source>
        <translation>Spitzname (freiwillig)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the teacher&apos;s next question…</source>
        <translation>Warten auf die nächste Frage der Lehrkraft …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send my answer</source>
        <translation>Antwort senden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change my answer</source>
        <translation>Antwort ändern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer %1 is in. Waiting for the reveal…</source>
        <translation>Deine Antwort %1 ist angekommen. Warten auf die Auflösung …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer: %1</source>
        <translation>Deine Antwort: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model: %1</source>
        <translation>Das Modell: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the tolerance</source>
        <translation>innerhalb der Toleranz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside the tolerance</source>
        <translation>außerhalb der Toleranz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none given</source>
        <translation>keine gegeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the teacher&apos;s computer is lost.</source>
        <translation>Die Verbindung zum Rechner der Lehrkraft ist unterbrochen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a number, such as 19.6 or 1e6.</source>
        <translation>Gib eine Zahl ein, etwa 19,6 oder 1e6.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the code your teacher shows.</source>
        <translation>Gib den Code ein, den deine Lehrkraft zeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>only GET here</source>
        <translation>hier nur GET</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the join code is wrong or missing</source>
        <translation>der Beitrittscode ist falsch oder fehlt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no such page</source>
        <translation>diese Seite gibt es nicht</translation>
    </message>
</context>
<context>
    <name>ClassSummary</name>
    <message>
        <location filename="../../app/classroom/class_summary.cpp" line="+117"/>
        <location line="+7"/>
        <source>Class session: %1</source>
        <translation>Klassensitzung: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 students joined</source>
        <translation>%1 · %2 Lernende beigetreten</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No question was answered.</source>
        <translation>Keine Frage wurde beantwortet.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model: %1</source>
        <translation>Das Modell: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not revealed</source>
        <translation>Nicht aufgelöst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 answered</source>
        <translation>%1 geantwortet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 within the tolerance (%2 %)</source>
        <translation>%1 innerhalb der Toleranz (%2 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ScaleScope. Bars: the students&apos; answers; green: the model&apos;s answer, computed from each step&apos;s scenario.</source>
        <translation>ScaleScope. Balken: die Antworten der Lernenden; grün: die Antwort des Modells, berechnet aus dem Szenario jedes Schritts.</translation>
    </message>
</context>
<context>
    <name>CommandLineText</name>
    <message>
        <location filename="../../app/cli/command_line.cpp" line="+30"/>
        <source>--predict %1: entry %2 is empty: expected N ≥ 1, e.g. --predict 1024,4096</source>
        <translation>--predict %1: Eintrag %2 ist leer: N ≥ 1 erwartet, z. B. --predict 1024,4096</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--predict %1: entry %2 &apos;%3&apos; is not a number: expected N ≥ 1</source>
        <translation>--predict %1: Eintrag %2 &apos;%3&apos; ist keine Zahl: N ≥ 1 erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--predict %1: entry %2 &apos;%3&apos; is not finite: expected N ≥ 1</source>
        <translation>--predict %1: Eintrag %2 &apos;%3&apos; ist nicht endlich: N ≥ 1 erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--predict %1: entry %2 %3 is below 1: the laws start at one unit, N ≥ 1</source>
        <translation>--predict %1: Eintrag %2 %3 ist kleiner als 1: die Gesetze beginnen bei einer Recheneinheit, N ≥ 1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>--lesson: expected a lesson name (see --list-lessons)</source>
        <translation>--lesson: Lektionsname erwartet (siehe --list-lessons)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--export-lesson: expected a lesson name and a PDF file</source>
        <translation>--export-lesson: Lektionsname und PDF-Datei erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--lang: expected de, zh_CN or en</source>
        <translation>--lang: de, zh_CN oder en erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--page: expected a4 or slides</source>
        <translation>--page: a4 oder slides erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--preset: expected a preset name</source>
        <translation>--preset: Vorlagenname erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--scenario: expected a file</source>
        <translation>--scenario: Datei erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--set: expected ID=VALUE</source>
        <translation>--set: ID=VALUE erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--export: expected a directory</source>
        <translation>--export: Verzeichnis erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--formats: expected a list such as png,pdf,svg,csv</source>
        <translation>--formats: Liste wie png,pdf,svg,csv erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--formats: unknown format &apos;%1&apos; (use png, pdf, svg, csv)</source>
        <translation>--formats: unbekanntes Format &apos;%1&apos; (png, pdf, svg, csv verwenden)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--formats: expected at least one format</source>
        <translation>--formats: mindestens ein Format erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--size: expected WxH[unit] or a preset, e.g. 3.5x2.5in</source>
        <translation>--size: WxH[unit] oder eine Vorlage erwartet, z. B. 3.5x2.5in</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--size: %1; or a preset: %2</source>
        <translation>--size: %1; oder eine Vorlage: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a number</source>
        <translation>%1: Zahl erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &apos;%2&apos; is not a number in [%3, %4]</source>
        <translation>%1: &apos;%2&apos; ist keine Zahl in [%3, %4]</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--font-size: expected points, e.g. 8</source>
        <translation>--font-size: Größe in Punkt erwartet, z. B. 8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--font-size: &apos;%1&apos; is not a size in points in [4, 72]</source>
        <translation>--font-size: &apos;%1&apos; ist keine Größe in Punkt in [4, 72]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--n-parameter: expected the name of a parameter, e.g. threads</source>
        <translation>--n-parameter: Name eines Parameters erwartet, z. B. threads</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--fit: expected a data file or folder</source>
        <translation>--fit: Datendatei oder -ordner erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--law: expected %1 or alpha-beta</source>
        <translation>--law: %1 oder alpha-beta erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--predict: expected N[,N...], e.g. --predict 1024,4096</source>
        <translation>--predict: N[,N...] erwartet, z. B. --predict 1024,4096</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--noise: expected relative or constant</source>
        <translation>--noise: relative oder constant erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--series: expected a series name</source>
        <translation>--series: Name einer Messreihe erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: unknown option (see --help)</source>
        <translation>%1: unbekannte Option (siehe --help)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--export-lesson: give one mode at a time</source>
        <translation>--export-lesson: jeweils nur einen Modus angeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--presenter: only meaningful with --lesson</source>
        <translation>--presenter: nur mit --lesson sinnvoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--class-session: only meaningful with --lesson</source>
        <translation>--class-session: nur mit --lesson sinnvoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--preset and --scenario: give one of them, not both</source>
        <translation>--preset und --scenario: nur eine der beiden Optionen angeben, nicht beide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--export and --fit: give one mode at a time</source>
        <translation>--export und --fit: jeweils nur einen Modus angeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--fit: --law is required (%1|alpha-beta)</source>
        <translation>--fit: --law ist erforderlich (%1|alpha-beta)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--law: only meaningful with --fit</source>
        <translation>--law: nur mit --fit sinnvoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--noise: only meaningful with --fit</source>
        <translation>--noise: nur mit --fit sinnvoll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--predict: only meaningful with --fit</source>
        <translation>--predict: nur mit --fit sinnvoll</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--predict: predicts T(N) of a scaling law, not of --law alpha-beta</source>
        <translation>--predict: sagt T(N) eines Skalierungsgesetzes vorher, nicht für --law alpha-beta</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <location filename="../../model/data/column_roles.cpp" line="+14"/>
        <source>not read</source>
        <translation>nicht eingelesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N (processing units)</source>
        <translation>N (Recheneinheiten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency (0 to 1)</source>
        <translation>Effizienz (0 bis 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>label of the run</source>
        <translation>Bezeichnung des Laufs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>series name</source>
        <translation>Name der Messreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong or weak</source>
        <translation>stark oder schwach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unit of N (cores, nodes, …)</source>
        <translation>Einheit von N (Kerne, Knoten, …)</translation>
    </message>
    <message>
        <location filename="../../model/data/top500.cpp" line="+263"/>
        <source>Rmax/Rpeak also holds single-node inefficiency (HPL on one GPU node stays well below its peak, although its DGEMM comes close), so 1−α_eff is not only parallel overhead; nor is it a constant of the machine (Piz Daint 2016-11 → 2017-06: 3.1·10⁻⁶ → 8.1·10⁻⁷). N counts cores as the TOP500 does: for a GPU machine, CPU cores plus the GPUs&apos; multiprocessors.</source>
        <translation>Rmax/Rpeak enthält auch die Ineffizienz eines einzelnen Knotens (HPL auf einem GPU-Knoten bleibt deutlich unter dessen Spitzenleistung, obwohl sein DGEMM nahe herankommt), daher ist 1−α_eff nicht nur paralleler Overhead; es ist auch keine Konstante der Maschine (Piz Daint 2016-11 → 2017-06: 3,1·10⁻⁶ → 8,1·10⁻⁷). N zählt Kerne wie die TOP500: bei einer GPU-Maschine die CPU-Kerne plus die Multiprozessoren der GPUs.</translation>
    </message>
    <message>
        <location filename="../../model/data/provenance.h" line="+19"/>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>library build</source>
        <translation>Bibliotheks-Build</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datatype</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MPI version</source>
        <translation>MPI-Version</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parallel proportion (known)</source>
        <translation>paralleler Anteil (bekannt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs of one sweep</source>
        <translation>Läufe eines Sweeps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>submitter</source>
        <translation>Einreicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>division</source>
        <translation>Division</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <location filename="../../app/export/figure_export.cpp" line="+33"/>
        <source>ScaleScope: default scenario</source>
        <translation>ScaleScope: Standardszenario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope: %1</source>
        <translation>ScaleScope: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+29"/>
        <source>%1: cannot create the export folder</source>
        <translation>%1: Exportordner kann nicht angelegt werden</translation>
    </message>
</context>
<context>
    <name>FigureSize</name>
    <message>
        <location filename="../../app/export/figure_size.cpp" line="+40"/>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in</source>
        <translation>in</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pt</source>
        <translation>pt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>One column of a paper (3.5 × 2.5 in, 8 pt)</source>
        <translation>Eine Spalte eines Artikels (3,5 × 2,5 in, 8 pt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two columns of a paper (7.16 × 3.5 in, 8 pt)</source>
        <translation>Zwei Spalten eines Artikels (7,16 × 3,5 in, 8 pt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A4 half page (210 × 148 mm, 10 pt)</source>
        <translation>A4-Halbseite (210 × 148 mm, 10 pt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Report column (7 × 5 in, 9 pt)</source>
        <translation>Berichtsspalte (7 × 5 in, 9 pt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide 16:9 (13.33 × 7.5 in, 1920×1080 PNG, 16 pt)</source>
        <translation>Folie 16:9 (13,33 × 7,5 in, 1920×1080 PNG, 16 pt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poster panel (15 × 11.25 in, 20 pt)</source>
        <translation>Posterfeld (15 × 11,25 in, 20 pt)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&apos;%1&apos; is not W×H with a unit (mm, cm, in, pt), e.g. 3.5x2.5in</source>
        <translation>&apos;%1&apos; ist nicht B×H mit Einheit (mm, cm, in, pt), z. B. 3.5x2.5in</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is %2 × %3 pt; each side must be 36–8640 pt (0.5–120 in)</source>
        <translation>&apos;%1&apos; ist %2 × %3 pt; jede Seite muss 36–8640 pt (0,5–120 in) betragen</translation>
    </message>
</context>
<context>
    <name>FitCommand</name>
    <message>
        <location filename="../../app/cli/fit_command.cpp" line="+116"/>
        <source>--law %1: expected %2 or alpha-beta</source>
        <translation>--law %1: %2 oder alpha-beta erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+35"/>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: no measurements to fit (a TOP500 or HPL-MxP table?)</source>
        <translation>%1: keine Messungen zum Anpassen (eine TOP500- oder HPL-MxP-Tabelle?)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: --law alpha-beta needs latency against message size (OSU, IMB, or a CSV with a bytes column), found none</source>
        <translation>%1: --law alpha-beta braucht Latenzen über der Nachrichtengröße (OSU, IMB oder eine CSV mit einer Spalte bytes), keine gefunden</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 series (%3); --fit fits one: name it with --series NAME</source>
        <translation>%1: %2 Messreihen (%3); --fit passt eine an: mit --series NAME benennen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: latency against message size (a latency table): fit it with --law alpha-beta</source>
        <translation>%1: Latenz über der Nachrichtengröße (eine Latenztabelle): mit --law alpha-beta anpassen</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: warning: %2</source>
        <translation>%1: Warnung: %2</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <location filename="../../model/lessons/formula.cpp" line="+35"/>
        <source>Amdahl&apos;s law (speed-up)</source>
        <translation>Amdahlsches Gesetz (Beschleunigung)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amdahl&apos;s law (efficiency)</source>
        <translation>Amdahlsches Gesetz (Effizienz)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Gustafson&apos;s law (scaled speed-up; s = serial share of the N-unit run)</source>
        <translation>Gustafsons Gesetz (skalierte Beschleunigung; s = serieller Anteil des Laufs auf N Einheiten)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Universal Scalability Law</source>
        <translation>Universelles Skalierbarkeitsgesetz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Effective serial fraction (Karp–Flatt) of %1, %2, against its vector peak</source>
        <translation>Effektiver serieller Anteil (Karp–Flatt) von %1, %2, gegen seine Vektor-Spitzenleistung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Effective serial fraction (Karp–Flatt) of %1, %2, against its matrix peak</source>
        <translation>Effektiver serieller Anteil (Karp–Flatt) von %1, %2, gegen seine Matrix-Spitzenleistung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Effective serial fraction (Karp–Flatt) of %1, %2</source>
        <translation>Effektiver serieller Anteil (Karp–Flatt) von %1, %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Payload performance</source>
        <translation>Nutzleistung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Timeline model: one step on N units</source>
        <translation>Zeitachsenmodell: ein Schritt auf N Einheiten</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PIM model: where the run&apos;s time goes (%1 DPUs)</source>
        <translation>PIM-Modell: wohin die Zeit des Laufs geht (%1 DPUs)</translation>
    </message>
</context>
<context>
    <name>HandoutExport</name>
    <message>
        <location filename="../../app/lessons/handout_export.cpp" line="+157"/>
        <source>%1: cannot draw into the PDF</source>
        <translation>%1: Zeichnen in das PDF nicht möglich</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+49"/>
        <source>%1: cancelled</source>
        <translation>%1: abgebrochen</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../app/cli/help_text.cpp" line="+27"/>
        <source>a scenario (.scalescope), or measured data: a file or folder in any format read (%1)</source>
        <translation>ein Szenario (.scalescope) oder Messdaten: eine Datei oder ein Ordner in einem der gelesenen Formate (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from a built-in scenario (see --list-presets)</source>
        <translation>mit einem eingebauten Szenario beginnen (siehe --list-presets)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from a scenario file</source>
        <translation>mit einer Szenariodatei beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a parameter (repeatable; see --list-parameters)</source>
        <translation>einen Parameter setzen (wiederholbar; siehe --list-parameters)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the figures to DIR without opening a window: surface.*, scaling.*, pim.*, roofline.*, ... and their numbers as CSV</source>
        <translation>die Abbildungen nach DIR schreiben, ohne ein Fenster zu öffnen: surface.*, scaling.*, pim.*, roofline.*, ... und ihre Zahlen als CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>png,pdf,svg,csv (default png)</source>
        <translation>png,pdf,svg,csv (Standard png)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>figure size on the page in mm, cm, in or pt (default pt: 504x360, a 7 × 5 in report column), e.g. 3.5x2.5in; or a preset, which also sets the text size, titles and PNG resolution: column (IEEE one column, 3.5 × 2.5 in, 8 pt, no titles), two-columns (7.16 × 3.5 in), a4-half, report, slide (16:9, 1920×1080 PNG), poster</source>
        <translation>Größe der Abbildung auf der Seite in mm, cm, in oder pt (Standard pt: 504x360, eine Berichtsspalte von 7 × 5 in), z.&#xa0;B. 3.5x2.5in; oder eine Vorlage, die auch Textgröße, Titel und PNG-Auflösung festlegt: column (IEEE einspaltig, 3.5 × 2.5 in, 8 pt, ohne Titel), two-columns (7.16 × 3.5 in), a4-half, report, slide (16:9, 1920×1080 PNG), poster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tick labels&apos; size in points (default 9); titles, legends and notes in proportion, never below 7 pt</source>
        <translation>Größe der Achsenbeschriftungen in Punkt (Standard 9); Titel, Legenden und Hinweise im Verhältnis dazu, nie kleiner als 7 pt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leave the figures&apos; titles and notes out (for a paper, whose caption says them)</source>
        <translation>Titel und Hinweise der Abbildungen weglassen (für einen Artikel, dessen Bildunterschrift sie enthält)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG pixels per inch of the page (default 72)</source>
        <translation>PNG-Pixel pro Zoll der Seite (Standard 72)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG pixels per point, N/72 (default 1)</source>
        <translation>PNG-Pixel pro Punkt, N/72 (Standard 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fit a law (%1) to the timed runs of DATA (a file or folder) and print it as JSON; --law alpha-beta fits T(m) = L + m/B to latency tables (OSU, IMB) per process count</source>
        <translation>ein Gesetz (%1) an die gemessenen Läufe von DATA (eine Datei oder ein Ordner) anpassen und als JSON ausgeben; --law alpha-beta passt T(m) = L + m/B je Prozessanzahl an Latenztabellen (OSU, IMB) an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>which parameter of the data files is N, where a file has several (hyperfine -L t 1,2 -L size ...: t)</source>
        <translation>welcher Parameter der Datendateien N ist, wenn eine Datei mehrere hat (hyperfine -L t 1,2 -L size ...: t)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refuse a data folder of which one file cannot be read (default: load the others, name each file skipped)</source>
        <translation>einen Datenordner ablehnen, wenn eine seiner Dateien nicht lesbar ist (Standard: die übrigen laden, jede übersprungene Datei nennen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --fit: also print T(N) and its 95 % prediction interval at each N (≥ 1), e.g. --predict 1024,4096</source>
        <translation>mit --fit: zusätzlich T(N) und sein 95-%-Vorhersageintervall bei jedem N (≥ 1) ausgeben, z.&#xa0;B. --predict 1024,4096</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --fit: the scatter of a run, proportional to its time (default; runs weighted by 1/T²) or the same in seconds for every run (unweighted least squares)</source>
        <translation>mit --fit: die Streuung eines Laufs, proportional zu seiner Zeit (Standard; Läufe gewichtet mit 1/T²) oder für jeden Lauf dieselbe in Sekunden (ungewichtete kleinste Quadrate)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the active series of the Fit and Study figures, by name (default: the first of the last data file given); of a file that holds several, the ones to take (repeatable)</source>
        <translation>die aktive Messreihe der Abbildungen Fit und Studie, nach Name (Standard: die erste der zuletzt angegebenen Datendatei); bei einer Datei mit mehreren Messreihen die zu übernehmenden (wiederholbar)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the lessons: name, title, number of steps</source>
        <translation>die Lektionen auflisten: Name, Titel, Anzahl der Schritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the GUI on a lesson (a name or a .lesson.json file); given again, a lecture: the lessons in that order, each summary leading to the next; a .lecture.json file starts its lecture</source>
        <translation>die Oberfläche mit einer Lektion öffnen (ein Name oder eine .lesson.json-Datei); mehrfach angegeben eine Vorlesung: die Lektionen in dieser Reihenfolge, jede Zusammenfassung führt zur nächsten; eine .lecture.json-Datei startet ihre Vorlesung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --lesson: start in presenter mode (full screen)</source>
        <translation>mit --lesson: im Präsentationsmodus starten (Vollbild)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --lesson: students answer from their phones; prints the student URL, the join code and the teacher&apos;s status URL (default: this machine&apos;s LAN address, a free port); --class-session paper: no network, the answers of paper forms typed in</source>
        <translation>mit --lesson: Lernende antworten auf ihren Handys; gibt die URL für Lernende, den Beitrittscode und die Status-URL der Lehrkraft aus (Standard: die LAN-Adresse dieses Rechners, ein freier Port); --class-session paper: kein Netzwerk, die Antworten von Papierbögen werden eingetippt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the lesson&apos;s handout: a page per step, the answers at the end, without opening a window</source>
        <translation>das Handout der Lektion schreiben, ohne ein Fenster zu öffnen: eine Seite pro Schritt, die Antworten am Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handout pages: A4 portrait (default) or 16:9 slides</source>
        <translation>Handout-Seiten: A4 im Hochformat (Standard) oder 16:9-Folien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the window, figures and handouts (default: View &gt; Language, else the system&apos;s)</source>
        <translation>die Sprache von Fenster, Abbildungen und Handouts (Standard: Ansicht &gt; Sprache, sonst die des Systems)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validate lessons (all when no FILE) and print one JSON object per question with the model&apos;s answer and the lesson&apos;s expect; exit 3 where they differ</source>
        <translation>Lektionen prüfen (alle, wenn kein FILE angegeben ist) und je Frage ein JSON-Objekt mit der Antwort des Modells und dem expect der Lektion ausgeben; Exit-Status 3, wo sie abweichen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the built-in scenarios</source>
        <translation>die eingebauten Szenarien auflisten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list parameter ids with unit, range and default</source>
        <translation>Parameter-IDs mit Einheit, Bereich und Standardwert auflisten</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Usage: scalescope [FILE ...] [options]</source>
        <translation>Aufruf: scalescope [FILE ...] [Optionen]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A desktop lab for the limits of parallel scaling.</source>
        <translation>Ein Desktop-Labor für die Grenzen paralleler Skalierung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit status: 0 success, 2 bad arguments, 3 bad input file or value, 4 output could not be written, 1 other failure.</source>
        <translation>Exit-Status: 0 Erfolg, 2 ungültige Argumente, 3 ungültige Eingabedatei oder ungültiger Wert, 4 Ausgabe konnte nicht geschrieben werden, 1 sonstiger Fehler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rendering the 3D surface needs an X server; on a headless machine run</source>
        <translation>Das Zeichnen der 3D-Fläche braucht einen X-Server; auf einem Rechner ohne Bildschirm so aufrufen:</translation>
    </message>
</context>
<context>
    <name>Law</name>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="+54"/>
        <source>Amdahl (s = %1: serial share of the 1-unit run)</source>
        <translation>Amdahl (s = %1: serieller Anteil des Laufs auf 1 Einheit)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amdahl s(1)=%1</source>
        <translation>Amdahl s(1)=%1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Gustafson (s = %1: serial share of the N-unit run)</source>
        <translation>Gustafson (s = %1: serieller Anteil des Laufs auf N Einheiten)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gustafson s(N)=%1</source>
        <translation>Gustafson s(N)=%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>USL (σ = %1, κ = %2)</source>
        <translation>USL (σ = %1, κ = %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>USL σ=%1 κ=%2</source>
        <translation>USL σ=%1 κ=%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ideal (S = N)</source>
        <translation>Ideal (S = N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal S=N</source>
        <translation>Ideal S=N</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Timeline model (%1, %2, accelerator)</source>
        <translation>Zeitachsenmodell (%1, %2, Beschleuniger)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline model (%1, %2)</source>
        <translation>Zeitachsenmodell (%1, %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timeline (%1)</source>
        <translation>Zeitachse (%1)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Sun–Ni (s = %1, G = N^%2: memory-bounded)</source>
        <translation>Sun–Ni (s = %1, G = N^%2: speicherbegrenzt)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sun–Ni G=N^%1</source>
        <translation>Sun–Ni G=N^%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+1"/>
        <location line="+4"/>
        <source>Amdahl</source>
        <translation>Amdahl</translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+1"/>
        <location line="+6"/>
        <source>Gustafson</source>
        <translation>Gustafson</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+1"/>
        <location line="+4"/>
        <source>USL</source>
        <translation>USL</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal</source>
        <translation>ideal</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ideal S = N</source>
        <translation>Ideal S = N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeline model</source>
        <translation>Zeitachsenmodell</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model</source>
        <translation>Zeitachsenmodell</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+1"/>
        <source>Sun–Ni</source>
        <translation>Sun–Ni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sun–Ni (memory-bounded)</source>
        <translation>Sun–Ni (speicherbegrenzt)</translation>
    </message>
</context>
<context>
    <name>LessonAnswer</name>
    <message>
        <location filename="../../model/lessons/lesson.cpp" line="+49"/>
        <source>±%1 %</source>
        <translation>±%1 %</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>within a factor %1</source>
        <translation>innerhalb eines Faktors %1</translation>
    </message>
</context>
<context>
    <name>LessonCommands</name>
    <message>
        <location filename="../../app/lessons/lesson_commands.cpp" line="+27"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(1 step)</source>
        <translation>(1 Schritt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1 steps)</source>
        <translation>(%1 Schritte)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>wrote %1 (%2 pages)</source>
        <translation>%1 geschrieben (%2 Seiten)</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <location filename="../../model/lessons/lecture_file.cpp" line="+17"/>
        <source>expected one lecture object, found a second value</source>
        <translation>ein Vorlesungsobjekt erwartet, gefunden: ein zweiter Wert</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected an array of 1 to %1 lesson names or lesson files</source>
        <translation>Array von 1 bis %1 Lektionsnamen oder Lektionsdateien erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a lesson name or file, found a control character</source>
        <translation>Lektionsname oder -datei erwartet, gefunden: ein Steuerzeichen</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_json.cpp" line="+27"/>
        <source>a choice name</source>
        <translation>ein Auswahlname</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&apos;%1&apos; is not a parameter id (see --list-parameters)</source>
        <translation>&apos;%1&apos; ist keine Parameter-ID (siehe --list-parameters)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected lower-case letters, digits, &apos;-&apos; and &apos;_&apos; (at most 64 characters)</source>
        <translation>Kleinbuchstaben, Ziffern, &apos;-&apos; und &apos;_&apos; erwartet (höchstens 64 Zeichen)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown key &apos;%1&apos; (expected one of: %2)</source>
        <translation>unbekannter Schlüssel &apos;%1&apos; (erwartet einer von: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>key &apos;%1&apos; given twice</source>
        <translation>Schlüssel &apos;%1&apos; doppelt angegeben</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a key &apos;%1&apos;</source>
        <translation>Schlüssel &apos;%1&apos; erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a string or an array of strings (paragraphs), found %1</source>
        <translation>Zeichenkette oder Array von Zeichenketten (Absätze) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string, found %1</source>
        <translation>Zeichenkette erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a string (a paragraph), found %1</source>
        <translation>Zeichenkette (ein Absatz) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &quot;%1&quot;</source>
        <translation>&quot;%1&quot; erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>version %1 is newer than this ScaleScope reads (%2): update ScaleScope</source>
        <translation>Version %1 ist neuer als die, die dieses ScaleScope liest (%2): Bitte aktualisieren Sie ScaleScope</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/lessons/lesson_reader.cpp" line="+53"/>
        <location line="+47"/>
        <location line="+103"/>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a non-empty string</source>
        <translation>nicht leere Zeichenkette erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a finite number</source>
        <translation>endliche Zahl erwartet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a whole number from %1 to %2</source>
        <translation>ganze Zahl von %1 bis %2 erwartet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected an object of parameter ids and values, found %1</source>
        <translation>Objekt aus Parameter-IDs und Werten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; given twice</source>
        <translation>&apos;%1&apos; doppelt angegeben</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1: %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>&apos;%1&apos; is not a quantity (resources/lessons/README.md lists them)</source>
        <translation>&apos;%1&apos; ist keine Größe (resources/lessons/README.md listet sie auf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; reads the step&apos;s &quot;system&quot;, which it does not give</source>
        <translation>&apos;%1&apos; liest das &quot;system&quot; des Schritts, das dieser nicht angibt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; needs a &quot;system&quot; with a &quot;later_list&quot;</source>
        <translation>&apos;%1&apos; braucht ein &quot;system&quot; mit einer &quot;later_list&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; reads the step&apos;s &quot;series&quot;, which it does not give</source>
        <translation>&apos;%1&apos; liest die &quot;series&quot; des Schritts, die dieser nicht angibt</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; is not a view (expected %2)</source>
        <translation>&apos;%1&apos; ist keine Ansicht (erwartet: %2)</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_reader.cpp" line="-180"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a list edition YYYY-MM, e.g. 2018-11</source>
        <translation>Listenausgabe YYYY-MM erwartet, z. B. 2018-11</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a list edition YYYY-MM later than %1</source>
        <translation>Listenausgabe YYYY-MM später als %1 erwartet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected exactly one of &quot;system&quot; (with an optional &quot;list&quot;), &quot;path&quot;, &quot;curve&quot;, &quot;bar&quot;, &quot;roof&quot;, &quot;parameter&quot;</source>
        <translation>genau eines von &quot;system&quot; (mit optionaler &quot;list&quot;), &quot;path&quot;, &quot;curve&quot;, &quot;bar&quot;, &quot;roof&quot;, &quot;parameter&quot; erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;list&quot; belongs to &quot;system&quot;</source>
        <translation>&quot;list&quot; gehört zu &quot;system&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a list edition YYYY-MM</source>
        <translation>Listenausgabe YYYY-MM erwartet</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected an array of view ids (%1)</source>
        <translation>Array von Ansichts-IDs erwartet (%1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; listed twice</source>
        <translation>&apos;%1&apos; doppelt aufgeführt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected an object of parameter ids and quantity ids</source>
        <translation>Objekt aus Parameter-IDs und Größen-IDs erwartet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not a number parameter</source>
        <translation>&apos;%1&apos; ist kein Zahlenparameter</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>expected one of the step&apos;s &quot;views&quot;</source>
        <translation>eine der &quot;views&quot; des Schritts erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected 3d, top, side_n or side_serial_fraction</source>
        <translation>3d, top, side_n oder side_serial_fraction erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>karp_flatt reads the step&apos;s &quot;system&quot;</source>
        <translation>karp_flatt liest das &quot;system&quot; des Schritts</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>expected an array of parameter ids</source>
        <translation>Array von Parameter-IDs erwartet</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>expected one lesson object, found a second value</source>
        <translation>ein Lektionsobjekt erwartet, gefunden: ein zweiter Wert</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file name &apos;%1&apos; is no lesson name: give one with &quot;name&quot; (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>der Dateiname &apos;%1&apos; ist kein Lektionsname: Geben Sie einen mit &quot;name&quot; an (Kleinbuchstaben, Ziffern, &apos;-&apos; und &apos;_&apos;)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an array of at least one step</source>
        <translation>Array mit mindestens einem Schritt erwartet</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not among the lesson&apos;s &quot;parameters&quot;: presenter mode would not show its slider</source>
        <translation>&apos;%1&apos; ist nicht unter den &quot;parameters&quot; der Lektion: Der Präsentationsmodus würde seinen Schieberegler nicht zeigen</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_text.cpp" line="+12"/>
        <source>offset %1: %2</source>
        <translation>Position %1: %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;{}&apos; names no quantity</source>
        <translation>&apos;{}&apos; nennt keine Größe</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;{%1}&apos;: after &apos;:&apos; expected % or a digit 1…9 (significant digits)</source>
        <translation>&apos;{%1}&apos;: nach &apos;:&apos; % oder eine Ziffer 1…9 erwartet (signifikante Stellen)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;}&apos; without &apos;{&apos; (write }} for a brace)</source>
        <translation>&apos;}&apos; ohne &apos;{&apos; (für eine geschweifte Klammer }} schreiben)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;{&apos; without &apos;}&apos; (write {{ for a brace)</source>
        <translation>&apos;{&apos; ohne &apos;}&apos; (für eine geschweifte Klammer {{ schreiben)</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_translation.cpp" line="+39"/>
        <source>the lesson has no such text to translate</source>
        <translation>die Lektion hat keinen solchen Text zum Übersetzen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected the translated text, found an empty string</source>
        <translation>übersetzter Text erwartet, gefunden: eine leere Zeichenkette</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{%1} of the lesson&apos;s text is missing</source>
        <translation>{%1} aus dem Text der Lektion fehlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{%1} is not in the lesson&apos;s text</source>
        <translation>{%1} ist nicht im Text der Lektion</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the question has no options</source>
        <translation>die Frage hat keine Optionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected an array of %1 labels, one per option of the lesson, in its order</source>
        <translation>Array von %1 Beschriftungen erwartet, eine pro Option der Lektion, in deren Reihenfolge</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lesson&apos;s step asks no question</source>
        <translation>der Schritt der Lektion stellt keine Frage</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected one object, found a second value</source>
        <translation>ein Objekt erwartet, gefunden: ein zweiter Wert</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>this text is for the lesson &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>dieser Text ist für die Lektion &apos;%1&apos;, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected &quot;%1&quot;, as the file is named</source>
        <translation>&quot;%1&quot; erwartet, wie die Datei heißt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected an array of %1 steps, one per step of the lesson, in its order</source>
        <translation>Array von %1 Schritten erwartet, einer pro Schritt der Lektion, in deren Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../model/lessons/question_reader.cpp" line="+18"/>
        <source>expected exactly one of &quot;relative&quot;, &quot;absolute&quot;, &quot;factor&quot;</source>
        <translation>genau eines von &quot;relative&quot;, &quot;absolute&quot;, &quot;factor&quot; erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>relative: expected a fraction in (0, 10], e.g. 0.05 for ±5 %</source>
        <translation>relative: Bruch in (0, 10] erwartet, z. B. 0,05 für ±5 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>absolute: expected a positive number</source>
        <translation>absolute: positive Zahl erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>factor: expected a number in (1, 1000], e.g. 2</source>
        <translation>factor: Zahl in (1, 1000] erwartet, z. B. 2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an array of at least two options</source>
        <translation>Array mit mindestens zwei Optionen erwartet</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected higher, lower or same</source>
        <translation>higher, lower oder same erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two options mean &apos;%1&apos;</source>
        <translation>zwei Optionen bedeuten &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a compare option takes no &quot;set&quot;</source>
        <translation>eine Vergleichsoption nimmt kein &quot;set&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+97"/>
        <source>expected at least one parameter</source>
        <translation>mindestens ein Parameter erwartet</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&quot;means&quot; belongs to &quot;rule&quot;: &quot;compare&quot;</source>
        <translation>&quot;means&quot; gehört zu &quot;rule&quot;: &quot;compare&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>two options have the id &apos;%1&apos; (an option&apos;s id is its &quot;id&quot;, else its &quot;means&quot;)</source>
        <translation>zwei Optionen haben die ID &apos;%1&apos; (die ID einer Option ist ihre &quot;id&quot;, sonst ihr &quot;means&quot;)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>expected the id of an option; give the options an &quot;id&quot;</source>
        <translation>ID einer Option erwartet; geben Sie den Optionen eine &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected the id of an option (%1)</source>
        <translation>ID einer Option erwartet (%1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not an option&apos;s id: give the options an &quot;id&quot;</source>
        <translation>&apos;%1&apos; ist keine ID einer Option: Geben Sie den Optionen eine &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not an option&apos;s id (%2)</source>
        <translation>&apos;%1&apos; ist keine ID einer Option (%2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a number: the value of the parameter where the answer lies</source>
        <translation>Zahl erwartet: der Wert des Parameters, bei dem die Antwort liegt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a number: the value of the quantity asked</source>
        <translation>Zahl erwartet: der Wert der gefragten Größe</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected smallest, largest or compare</source>
        <translation>smallest, largest oder compare erwartet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a fraction in [0, 1)</source>
        <translation>Bruch in [0, 1) erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;versus&quot; and &quot;same_within&quot; belong to &quot;rule&quot;: &quot;compare&quot;</source>
        <translation>&quot;versus&quot; und &quot;same_within&quot; gehören zu &quot;rule&quot;: &quot;compare&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a parameter with a slider (a number)</source>
        <translation>Parameter mit Schieberegler (eine Zahl) erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected below or above</source>
        <translation>below oder above erwartet</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>expected number, choice or slider</source>
        <translation>number, choice oder slider erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a choice question takes no tolerance</source>
        <translation>eine Auswahlfrage nimmt keine Toleranz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; belongs to a choice question</source>
        <translation>&quot;%1&quot; gehört zu einer Auswahlfrage</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; belongs to a slider question</source>
        <translation>&quot;%1&quot; gehört zu einer Schiebereglerfrage</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_check.cpp" line="+60"/>
        <source>%1: {%2} is followed by its unit &apos;%3&apos;, which the value already has (&apos;%4&apos;)</source>
        <translation>%1: auf {%2} folgt seine Einheit &apos;%3&apos;, die der Wert schon enthält (&apos;%4&apos;)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>step %1 set_from %2</source>
        <translation>Schritt %1 set_from %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 text</source>
        <translation>Schritt %1 text</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 formula &apos;%2&apos;</source>
        <translation>Schritt %1 formula &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 question</source>
        <translation>Schritt %1 question</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step %1 explanation</source>
        <translation>Schritt %1 explanation</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 step %2 question.expect: the lesson expects %3 but the model answers %4</source>
        <translation>%1 Schritt %2 question.expect: die Lektion erwartet %3, das Modell antwortet aber %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 step %2 question.expect: the lesson expects %3 but the model answers %4 (tolerance %5)</source>
        <translation>%1 Schritt %2 question.expect: die Lektion erwartet %3, das Modell antwortet aber %4 (Toleranz %5)</translation>
    </message>
</context>
<context>
    <name>LessonLibrary</name>
    <message>
        <location filename="../../app/lessons/lesson_library.cpp" line="+66"/>
        <source>%1: larger than such a file can be (%2 KB)</source>
        <translation>%1: größer, als eine solche Datei sein kann (%2 KB)</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 (the lesson is shown as written)</source>
        <translation>%1 (die Lektion erscheint in der Sprache, in der sie geschrieben ist)</translation>
    </message>
</context>
<context>
    <name>Model</name>
    <message>
        <location filename="../../model/export/pim_csv.cpp" line="+47"/>
        <source>pim.csv: %1, %2, %3 DPUs: %4</source>
        <translation>pim.csv: %1, %2, %3 DPUs: %4</translation>
    </message>
    <message>
        <location filename="../../model/export/roofline_csv.cpp" line="+99"/>
        <location line="+4"/>
        <source>roofline.csv: %1</source>
        <translation>roofline.csv: %1</translation>
    </message>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="-206"/>
        <source>N must be at least 1</source>
        <translation>N muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>serial fraction 1−α must lie in [0, 1]</source>
        <translation>der serielle Anteil 1−α muss in [0, 1] liegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the exponent b of G(N) = N^b must be a finite number ≥ 0</source>
        <translation>der Exponent b von G(N) = N^b muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>the timeline fit&apos;s a, b, c have no counterpart among the scenario&apos;s parameters (the timeline model splits a step into more parts than a + b/N + c·⌈log₂N⌉)</source>
        <translation>a, b, c der Zeitachsen-Anpassung haben keine Entsprechung unter den Parametern des Szenarios (das Zeitachsenmodell teilt einen Schritt in mehr Teile auf als a + b/N + c·⌈log₂N⌉)</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1 describes strong scaling (a fixed problem whose time falls with N), and these runs are marked weak (the problem grows with N, so the time stays about flat): fitted to them its parameters would mean nothing; fit gustafson or sun-ni instead</source>
        <translation>%1 beschreibt starke Skalierung (ein festes Problem, dessen Zeit mit N sinkt), und diese Läufe sind als schwach markiert (das Problem wächst mit N, die Zeit bleibt also etwa gleich): an sie angepasst, hätten seine Parameter keine Bedeutung; passen Sie stattdessen gustafson oder sun-ni an</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s law describes weak scaling (fixed work per unit, the problem grows with N), and these runs are not marked weak (a &apos;scaling&apos; column with &apos;weak&apos; on every row): for fixed-size (strong-scaling) times fit amdahl or usl instead</source>
        <translation>das Gesetz von %1 beschreibt schwache Skalierung (feste Arbeit pro Einheit, das Problem wächst mit N), und diese Läufe sind nicht als schwach markiert (eine Spalte &apos;scaling&apos; mit &apos;weak&apos; in jeder Zeile): passen Sie für Zeiten bei fester Problemgröße (starke Skalierung) stattdessen amdahl oder usl an</translation>
    </message>
    <message>
        <location filename="../../model/laws/laws.cpp" line="+14"/>
        <source>N must be a finite number</source>
        <translation>N muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N must be at least 1 (got %1)</source>
        <translation>N muss mindestens 1 sein (erhalten: %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 must lie in [0, 1] (got %2)</source>
        <translation>%1 muss in [0, 1] liegen (erhalten: %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>serial fraction 1−α</source>
        <translation>der serielle Anteil 1−α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contention σ</source>
        <translation>die Konkurrenz σ</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>coherency κ must be a finite number ≥ 0</source>
        <translation>die Kohärenz κ muss eine endliche Zahl ≥ 0 sein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>speed-up must be a positive number</source>
        <translation>die Beschleunigung muss eine positive Zahl sein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>efficiency must lie in (0, 1] (got %1)</source>
        <translation>die Effizienz muss in (0, 1] liegen (erhalten: %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1−α_eff is undefined at N = 1 (no parallelism measured)</source>
        <translation>1−α_eff ist bei N = 1 nicht definiert (keine Parallelität gemessen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rmax and Rpeak must be positive numbers</source>
        <translation>Rmax und Rpeak müssen positive Zahlen sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax exceeds Rpeak (efficiency above 1)</source>
        <translation>Rmax übersteigt Rpeak (Effizienz über 1)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>per-unit peak must be a positive number</source>
        <translation>die Spitzenleistung pro Einheit muss eine positive Zahl sein</translation>
    </message>
    <message>
        <location filename="../../model/lessons/answers.cpp" line="+24"/>
        <source>higher</source>
        <translation>höher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower</source>
        <translation>niedriger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is %2 (%3 against %4) but no option means &apos;%5&apos;</source>
        <translation>%1 ist %2 (%3 gegenüber %4), aber keine Option bedeutet &apos;%5&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>option &apos;%1&apos;: %2</source>
        <translation>Option &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a choice question needs options</source>
        <translation>eine Auswahlfrage braucht Optionen</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 is already below %2 at %3 = %4</source>
        <translation>%1 liegt bei %3 = %4 bereits unter %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already above %2 at %3 = %4</source>
        <translation>%1 liegt bei %3 = %4 bereits über %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 never falls below %2 over %3 in [%4, %5]</source>
        <translation>%1 fällt für %3 in [%4, %5] nie unter %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 never falls above %2 over %3 in [%4, %5]</source>
        <translation>%1 steigt für %3 in [%4, %5] nie über %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../model/lessons/formula.cpp" line="+49"/>
        <source>no scenario</source>
        <translation>kein Szenario</translation>
    </message>
    <message>
        <location filename="../../model/lessons/formula.cpp" line="-116"/>
        <source>karp_flatt: the step names no TOP500 entry</source>
        <translation>karp_flatt: Der Schritt nennt keinen TOP500-Eintrag</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>karp_flatt: no TOP500 entry &apos;%1&apos; on the %2 list in the loaded data</source>
        <translation>karp_flatt: kein TOP500-Eintrag &apos;%1&apos; auf der Liste %2 in den geladenen Daten</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>unknown formula &apos;%1&apos;</source>
        <translation>unbekannte Formel &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantities.cpp" line="+27"/>
        <source>PIM model: %1</source>
        <translation>PIM-Modell: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>timeline model: %1</source>
        <translation>Zeitachsenmodell: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>pim.dpus is %1: at least 256 needed</source>
        <translation>pim.dpus ist %1: mindestens 256 nötig</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>timeline model: no precision gain at this scenario</source>
        <translation>Zeitachsenmodell: kein Präzisionsgewinn in diesem Szenario</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>amdahl.limit: serial_fraction is 0, so S grows without bound</source>
        <translation>amdahl.limit: serial_fraction ist 0, also wächst S unbegrenzt</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>no scenario to evaluate %1</source>
        <translation>kein Szenario, um %1 auszuwerten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the model gives no finite value here</source>
        <translation>%1: Das Modell liefert hier keinen endlichen Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown quantity &apos;%1&apos;</source>
        <translation>unbekannte Größe &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantity_data.cpp" line="+23"/>
        <source>the step names no system</source>
        <translation>der Schritt nennt kein System</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no data loaded</source>
        <translation>keine Daten geladen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the step names no system with a later list</source>
        <translation>der Schritt nennt kein System mit einer späteren Liste</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no TOP500 entry &apos;%1&apos; on the %2 list in the loaded data</source>
        <translation>kein TOP500-Eintrag &apos;%1&apos; auf der Liste %2 in den geladenen Daten</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no prediction from &apos;%1&apos; on the %2 list to %3 in the loaded data</source>
        <translation>keine Vorhersage von &apos;%1&apos; auf der Liste %2 zu %3 in den geladenen Daten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no HPL-MxP result of &apos;%1&apos; on the %2 list in the loaded data</source>
        <translation>kein HPL-MxP-Ergebnis von &apos;%1&apos; auf der Liste %2 in den geladenen Daten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the step names no measured series</source>
        <translation>der Schritt nennt keine Messreihe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>series &apos;%1&apos; has no times to fit</source>
        <translation>die Messreihe &apos;%1&apos; hat keine Zeiten zum Anpassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no measured series &apos;%1&apos; in the loaded data</source>
        <translation>keine Messreihe &apos;%1&apos; in den geladenen Daten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>fit: %1</source>
        <translation>Anpassung: %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>no node count for %1 on the %2 list (column &apos;nodes&apos;)</source>
        <translation>keine Knotenzahl für %1 auf der Liste %2 (Spalte &apos;nodes&apos;)</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantity_roofline.cpp" line="+22"/>
        <source>roofline: %1</source>
        <translation>Roofline: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no dot %1</source>
        <translation>kein Punkt %1</translation>
    </message>
    <message>
        <location filename="../../model/measured/alpha_beta_fit.cpp" line="+19"/>
        <source>message size has %1 but time has %2</source>
        <translation>die Nachrichtengröße hat %1, die Zeit aber %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>message size[%1] = %2 B is not a finite number ≥ 0</source>
        <translation>Nachrichtengröße[%1] = %2 B ist keine endliche Zahl ≥ 0</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all points have the same message size (%1 B); at least two different sizes are needed</source>
        <translation>alle Punkte haben dieselbe Nachrichtengröße (%1 B); mindestens zwei verschiedene Größen sind nötig</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>α–β fit T(m) = L + m/B: %1</source>
        <translation>α–β-Anpassung T(m) = L + m/B: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the message sizes cannot separate L and B</source>
        <translation>die Nachrichtengrößen können L und B nicht trennen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time does not grow with message size (slope %1 s/B): no finite bandwidth</source>
        <translation>die Zeit wächst nicht mit der Nachrichtengröße (Steigung %1 s/B): keine endliche Bandbreite</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not physical: the fitted latency L = %1 s (standard error %2 s) is negative, which no network has; the straight line does not hold down to the smallest messages (flagged, not constrained: B is the least-squares slope)</source>
        <translation>nicht physikalisch: die angepasste Latenz L = %1 s (Standardfehler %2 s) ist negativ, was bei keinem Netzwerk vorkommt; die Gerade gilt nicht bis hinunter zu den kleinsten Nachrichten (markiert, nicht eingeschränkt: B ist die Steigung nach kleinsten Quadraten)</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit.cpp" line="+203"/>
        <source>%1 distinct N value</source>
        <translation>%1 verschiedener N-Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 distinct N values</source>
        <translation>%1 verschiedene N-Werte</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 fit: %2</source>
        <translation>Anpassung von %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is drawn, not fitted (it has no time law)</source>
        <translation>%1 wird gezeichnet, nicht angepasst (es hat kein Zeitgesetz)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 exclusion flags for %2</source>
        <translation>%1 Ausschlussmarkierungen für %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 fit without the %2: %3</source>
        <translation>Anpassung von %1 ohne %2: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 excluded run</source>
        <translation>%1 ausgeschlossenen Lauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 excluded runs</source>
        <translation>%1 ausgeschlossene Läufe</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>firstK = %1 exceeds the %2 given</source>
        <translation>firstK = %1 übersteigt die vorhandenen verschiedenen N-Werte: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 fit on the first %2 (%3): %4</source>
        <translation>Anpassung von %1 an die kleinsten N (%2, %3): %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the fitted N values cannot separate the %1 (more different N are needed)</source>
        <translation>die angepassten N-Werte können die %1 nicht trennen (mehr verschiedene N sind nötig)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Levenberg–Marquardt did not converge</source>
        <translation>Levenberg–Marquardt ist nicht konvergiert</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the parameters cannot be told apart at the optimum (singular Jacobian)</source>
        <translation>die Parameter lassen sich am Optimum nicht unterscheiden (singuläre Jacobi-Matrix)</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_common.cpp" line="+30"/>
        <source>%1 value</source>
        <translation>%1 Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 values</source>
        <translation>%1 Werte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 point</source>
        <translation>%1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 parameter</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 parameters</source>
        <translation>%1 Parameter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>time[%1] = %2 s is not a positive finite number</source>
        <translation>Zeit[%1] = %2 s ist keine positive endliche Zahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>needs at least %1 (%2 + 1), got %3</source>
        <translation>benötigt mindestens %1 (%2 + 1), erhalten: %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>N has %1 but time has %2</source>
        <translation>N hat %1, die Zeit aber %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N[%1] = %2 is not a finite number ≥ 1</source>
        <translation>N[%1] = %2 ist keine endliche Zahl ≥ 1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all N are equal (%1); at least two different N are needed</source>
        <translation>alle N sind gleich (%1); mindestens zwei verschiedene N sind nötig</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_stats.cpp" line="+54"/>
        <source>t quantile: probability must lie in (0, 1), got %1</source>
        <translation>t-Quantil: die Wahrscheinlichkeit muss in (0, 1) liegen, erhalten: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>t quantile: degrees of freedom must be positive, got %1</source>
        <translation>t-Quantil: die Freiheitsgrade müssen positiv sein, erhalten: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>T against 1/N fit: %1</source>
        <translation>Anpassung von T über 1/N: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>singular design</source>
        <translation>singuläre Designmatrix</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_to_scenario.cpp" line="+20"/>
        <source>%1 ← %2 = %3 (%4 fit)</source>
        <translation>%1 ← %2 = %3 (Anpassung von %4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ← %2 = %3 (%4 fit), raised to its minimum %5</source>
        <translation>%1 ← %2 = %3 (Anpassung von %4), auf sein Minimum %5 angehoben</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the %1 fit has no counterpart among the scenario&apos;s parameters</source>
        <translation>die Anpassung von %1 hat keine Entsprechung unter den Parametern des Szenarios</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2 of the %3 fit is above %4&apos;s maximum %5: not applied</source>
        <translation>%1 = %2 aus der Anpassung von %3 liegt über dem Maximum %5 von %4: nicht übernommen</translation>
    </message>
    <message>
        <location filename="../../model/measured/measured_series.cpp" line="+29"/>
        <source>N must be ≥ 1</source>
        <translation>N muss ≥ 1 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time must be &gt; 0</source>
        <translation>die Zeit muss &gt; 0 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>speed-up must be &gt; 0</source>
        <translation>die Beschleunigung muss &gt; 0 sein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>efficiency must be in (0, 1]</source>
        <translation>die Effizienz muss in (0, 1] liegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>need 0 &lt; Rmax ≤ Rpeak</source>
        <translation>0 &lt; Rmax ≤ Rpeak nötig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no measured value (time, speed-up, efficiency or Rmax with Rpeak)</source>
        <translation>kein Messwert (Zeit, Beschleunigung, Effizienz oder Rmax mit Rpeak)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no run at N = %1: speed-up relative to the smallest N = %2</source>
        <translation>kein Lauf bei N = %1: Beschleunigung relativ zum kleinsten N = %2</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 of %2 runs have no payload: the file gives neither Rmax nor the peak of one %3 (add a unit_peak_gflops column)</source>
        <translation>%1 von %2 Läufen haben keine Nutzleistung: die Datei gibt weder Rmax noch die Spitzenleistung je %3 an (fügen Sie eine Spalte unit_peak_gflops hinzu)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no measured times to fit (speed-up or efficiency only)</source>
        <translation>%1: keine gemessenen Zeiten zum Anpassen (nur Beschleunigung oder Effizienz)</translation>
    </message>
    <message>
        <location filename="../../model/measured/network_values.cpp" line="+14"/>
        <source>a latency table at N = %1 says nothing about the network: it needs N ≥ 2 ranks</source>
        <translation>eine Latenztabelle bei N = %1 sagt nichts über das Netzwerk aus: sie braucht N ≥ 2 Ranks</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the fitted latency is not positive: the table does not show a latency</source>
        <translation>die angepasste Latenz ist nicht positiv: die Tabelle zeigt keine Latenz</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: no allreduce latency table at N ≥ 2 (run the probe&apos;s allreduce workload on 2 or more ranks)</source>
        <translation>%1: keine Allreduce-Latenztabelle bei N ≥ 2 (führen Sie die Allreduce-Last des Messprogramms auf 2 oder mehr Ranks aus)</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim.cpp" line="+30"/>
        <source>PIM %1: %2 must lie in [%3, %4]</source>
        <translation>PIM %1: %2 muss in [%3, %4] liegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM %1: %2 must lie in (%3, %4]</source>
        <translation>PIM %1: %2 muss in (%3, %4] liegen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>PIM batch sizes must be whole numbers of samples</source>
        <translation>PIM-Batchgrößen müssen ganze Anzahlen von Samples sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PIM %1: %2 is not a multiple of 8 bytes</source>
        <translation>PIM %1: %2 ist kein Vielfaches von 8 Byte</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>PIM sweep: no DPU counts given</source>
        <translation>PIM-Durchlauf: keine DPU-Anzahlen angegeben</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="+334"/>
        <source>%1: %2 B is not a multiple of 8 (MRAM DMA alignment)</source>
        <translation>%1: %2 B ist kein Vielfaches von 8 (MRAM-DMA-Ausrichtung)</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_workload.cpp" line="+132"/>
        <source>PIM: the number of DPUs must be at least 1</source>
        <translation>PIM: die Anzahl der DPUs muss mindestens 1 sein</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: local batch %2 exceeds the %3 samples each of the %4 DPUs holds</source>
        <translation>%1: der lokale Batch %2 übersteigt die %3 Samples, die jede der %4 DPUs hält</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>pim.batch_ga: global batch %1 gives less than one sample to each of the %2 DPUs</source>
        <translation>pim.batch_ga: der globale Batch %1 gibt jeder der %2 DPUs weniger als ein Sample</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pim.batch_ga: global batch %1 exceeds the %2 samples</source>
        <translation>pim.batch_ga: der globale Batch %1 übersteigt die %2 Samples</translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_curves.cpp" line="+26"/>
        <source>%1 draws no curve</source>
        <translation>%1 zeichnet keine Kurve</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the law predicts no positive value</source>
        <translation>das Gesetz sagt keinen positiven Wert voraus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no measured payload: the run has no per-unit peak</source>
        <translation>keine gemessene Nutzleistung: der Lauf hat keine Spitzenleistung pro Einheit</translation>
    </message>
    <message>
        <location filename="../../model/surface/surface_data.cpp" line="+224"/>
        <source>PIM run does not fit the MRAM at %1 DPUs</source>
        <translation>der PIM-Lauf passt bei %1 DPUs nicht in den MRAM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PIM trajectory needs two DPU counts</source>
        <translation>die PIM-Trajektorie braucht zwei DPU-Anzahlen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · %2 %3 · strong</source>
        <translation>%1 · %2 %3 · stark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 %3 · weak</source>
        <translation>%1 · %2 %3 · schwach</translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline.cpp" line="+19"/>
        <source>%1 must be ≥ 0 (got %2)</source>
        <translation>%1 muss ≥ 0 sein (erhalten: %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be &gt; 0 (got %2)</source>
        <translation>%1 muss &gt; 0 sein (erhalten: %2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>N must be a finite number ≥ 1 (got %1)</source>
        <translation>N muss eine endliche Zahl ≥ 1 sein (erhalten: %1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fraction copied (timeline.refresh_fraction)</source>
        <translation>der kopierte Anteil (timeline.refresh_fraction)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>serial time T_serial (timeline.serial_s)</source>
        <translation>die serielle Zeit T_serial (timeline.serial_s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parallel work T_compute (timeline.compute_s)</source>
        <translation>die parallele Arbeit T_compute (timeline.compute_s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>precision speed-up r (timeline.speedup_*)</source>
        <translation>die Beschleunigung r durch die Genauigkeit (timeline.speedup_*)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>accelerator speed-up g (timeline.accelerator_speedup)</source>
        <translation>die Beschleunigung g durch den Beschleuniger (timeline.accelerator_speedup)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>accelerator memory (timeline.accelerator_memory_gb)</source>
        <translation>der Beschleunigerspeicher (timeline.accelerator_memory_gb)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host↔device bandwidth (timeline.link_bandwidth_gbs)</source>
        <translation>die Host↔Gerät-Bandbreite (timeline.link_bandwidth_gbs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host↔device latency (timeline.link_latency_us)</source>
        <translation>die Host↔Gerät-Latenz (timeline.link_latency_us)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network latency L (timeline.net_latency_us)</source>
        <translation>die Netzwerklatenz L (timeline.net_latency_us)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network bandwidth B (timeline.net_bandwidth_gbs)</source>
        <translation>die Netzwerkbandbreite B (timeline.net_bandwidth_gbs)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size V (timeline.message_bytes)</source>
        <translation>die Nachrichtengröße V (timeline.message_bytes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>barrier cost s (timeline.sync_us)</source>
        <translation>der Barriereaufwand s (timeline.sync_us)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be ≤ 1 (got %2)</source>
        <translation>%1 muss ≤ 1 sein (erhalten: %2)</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>T(N) overflows at N = %1: parameters too large</source>
        <translation>T(N) läuft bei N = %1 über: Parameter zu groß</translation>
    </message>
    <message>
        <location filename="../../model/core/parameter_table.cpp" line="+70"/>
        <source>%1: %2 is outside [%3, %4]</source>
        <translation>%1: %2 liegt außerhalb von [%3, %4]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is outside [%3, %4] %5</source>
        <translation>%1: %2 liegt außerhalb von [%3, %4] %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: value must be a finite number</source>
        <translation>%1: Der Wert muss eine endliche Zahl sein</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not one of the choices</source>
        <translation>%1: keine der Auswahlmöglichkeiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected on or off</source>
        <translation>%1: on oder off erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number</source>
        <translation>%1: ganze Zahl erwartet</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation>%1: &apos;%2&apos; ist keiner der Werte %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected on or off, got &apos;%2&apos;</source>
        <translation>%1: on oder off erwartet, gefunden: &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &apos;%2&apos; is out of the range of a double</source>
        <translation>%1: &apos;%2&apos; liegt außerhalb des Wertebereichs eines double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: expected a number, got &apos;%2&apos;</source>
        <translation>%1: Zahl erwartet, gefunden: &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario.cpp" line="+22"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation>unbekannter Parameter &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected id=value, got &apos;%1&apos;</source>
        <translation>id=Wert erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_exclusions.cpp" line="+67"/>
        <source>N = %1, %2 s of &apos;%3&apos; (%4)</source>
        <translation>N = %1, %2 s von &apos;%3&apos; (%4)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N = %1, %2 s of &apos;%3&apos;</source>
        <translation>N = %1, %2 s von &apos;%3&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, repetition %2</source>
        <translation>%1, Wiederholung %2</translation>
    </message>
    <message>
        <location filename="../../model/classroom/class_room.cpp" line="+70"/>
        <source>the nickname is not UTF-8 text</source>
        <translation>der Spitzname ist kein UTF-8-Text</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the nickname holds a control character</source>
        <translation>der Spitzname enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the nickname is longer than %1 characters</source>
        <translation>der Spitzname ist länger als %1 Zeichen</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>no question is open</source>
        <translation>es ist keine Frage offen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer was revealed already</source>
        <translation>die Antwort ist bereits aufgelöst</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>joining is locked by the teacher</source>
        <translation>die Lehrkraft hat den Beitritt gesperrt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>too many joins from this address; wait a moment</source>
        <translation>zu viele Beitritte von dieser Adresse; bitte einen Moment warten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the class is full (%1 students)</source>
        <translation>die Klasse ist voll (%1 Lernende)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>join the class first</source>
        <translation>bitte zuerst der Klasse beitreten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many requests; wait a moment</source>
        <translation>zu viele Anfragen; bitte einen Moment warten</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>that question is no longer open</source>
        <translation>diese Frage ist nicht mehr offen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the answer is not a number</source>
        <translation>die Antwort ist keine Zahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not one of the choices</source>
        <translation>keine der Auswahlmöglichkeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer lies outside %1 … %2</source>
        <translation>die Antwort liegt außerhalb von %1 … %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>type at least one answer</source>
        <translation>geben Sie mindestens eine Antwort ein</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>paper answer %1: %2</source>
        <translation>Papierantwort %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the class would have more than %1 students</source>
        <translation>die Klasse hätte mehr als %1 Lernende</translation>
    </message>
    <message>
        <location filename="../../model/classroom/room_api.cpp" line="+20"/>
        <source>expected a string</source>
        <translation>Zeichenkette erwartet</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>expected one JSON object</source>
        <translation>ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown field &quot;%1&quot;</source>
        <translation>unbekanntes Feld &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a finite number</source>
        <translation>endliche Zahl erwartet</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>no such page</source>
        <translation>diese Seite gibt es nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes %2</source>
        <translation>%1 akzeptiert nur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request is larger than %1 bytes</source>
        <translation>die Anfrage ist größer als %1 Byte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the teacher&apos;s token is wrong or missing</source>
        <translation>das Token der Lehrkraft ist falsch oder fehlt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the join code is wrong or missing</source>
        <translation>der Beitrittscode ist falsch oder fehlt</translation>
    </message>
    <message>
        <location filename="../../model/roofline/timeline_roofline.cpp" line="+36"/>
        <source>the unit peak P₁ must be positive and finite, not %1</source>
        <translation>die Spitzenleistung P₁ einer Einheit muss positiv und endlich sein, nicht %1</translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <location filename="../../model/laws/law_parameters.cpp" line="+11"/>
        <source>Scaling laws</source>
        <translation>Skalierungsgesetze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surface</source>
        <translation>Effizienzfläche</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of processing units. Default: Piz Daint&apos;s core count on the TOP500 list of 2018-11 (387,872).</source>
        <translation>Anzahl der Recheneinheiten. Standard: Kernzahl von Piz Daint in der TOP500-Liste 2018-11 (387.872).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serial fraction 1−α</source>
        <translation>Serieller Anteil 1−α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-parallelizable fraction of the work (1−α). Default: Piz Daint 2018-11, 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7.2·10⁻⁷.</source>
        <translation>Nicht parallelisierbarer Anteil der Arbeit (1−α). Standard: Piz Daint 2018-11, 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7,2·10⁻⁷.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>USL contention σ</source>
        <translation>USL-Konkurrenz σ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contention coefficient of Gunther&apos;s Universal Scalability Law. Default: the serial fraction&apos;s, Piz Daint 2018-11&apos;s 1−α_eff ≈ 7.2·10⁻⁷; with σ equal to 1−α and κ = 0 the USL is Amdahl&apos;s law.</source>
        <translation>Konkurrenzkoeffizient (Contention) von Gunthers Universellem Skalierbarkeitsgesetz. Standard: der des seriellen Anteils, 1−α_eff von Piz Daint 2018-11 ≈ 7,2·10⁻⁷; mit σ gleich 1−α und κ = 0 ist das USL Amdahls Gesetz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>USL coherency κ</source>
        <translation>USL-Kohärenz κ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherency (crosstalk) coefficient of the USL; speed-up peaks at N* = √((1−σ)/κ). Assumption, not measured.</source>
        <translation>Kohärenzkoeffizient (Crosstalk) des USL; die Beschleunigung erreicht ihr Maximum bei N* = √((1−σ)/κ). Annahme, nicht gemessen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sun–Ni work growth b</source>
        <translation>Sun–Ni-Arbeits­wachstum b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exponent b of G(N) = N^b in Sun and Ni&apos;s memory-bounded speed-up: the parallel work grows by G(N) when the memory grows N-fold. b = 0 is Amdahl&apos;s law, b = 1 Gustafson&apos;s. Default 1.5: dense matrix multiplication, n³ operations on n² memory (Sun and Chen 2010).</source>
        <translation>Exponent b von G(N) = N^b in Sun und Nis speicherbegrenzter Beschleunigung: Die parallele Arbeit wächst um G(N), wenn der Speicher N-fach wächst. b = 0 ist das Amdahlsche Gesetz, b = 1 Gustafsons Gesetz. Standard 1,5: dichte Matrixmultiplikation, n³ Operationen auf n² Speicher (Sun und Chen 2010).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Surface N range up to 10^</source>
        <translation>N-Bereich der Effizienz­fläche bis 10^</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upper end of the N axis of the efficiency surface and of the N sweeps, as a power of ten.</source>
        <translation>Oberes Ende der N-Achse der Effizienzfläche und der N-Durchläufe, als Zehnerpotenz.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Surface resolution</source>
        <translation>Auflösung der Effizienz­fläche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grid points per axis of the efficiency surface (G×G).</source>
        <translation>Gitterpunkte pro Achse der Effizienzfläche (G×G).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show systems with accelerator</source>
        <translation>Systeme mit Beschleuniger anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the measured systems that list an accelerator (GPU, Xeon Phi, ...) on the efficiency surface.</source>
        <translation>Die gemessenen Systeme, die einen Beschleuniger (GPU, Xeon Phi, ...) aufführen, auf der Effizienzfläche anzeigen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show systems without accelerator</source>
        <translation>Systeme ohne Beschleuniger anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the measured systems that list no accelerator on the efficiency surface. Rows of user measurement files count as systems without accelerator.</source>
        <translation>Die gemessenen Systeme ohne Beschleuniger auf der Effizienzfläche anzeigen. Zeilen eigener Messdateien zählen als Systeme ohne Beschleuniger.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems listed from year</source>
        <translation>Systeme ab Listenjahr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide TOP500 entries of list editions before this year (the first list appeared in 1993). Rows without a list edition are always shown.</source>
        <translation>TOP500-Einträge aus Listenausgaben vor diesem Jahr ausblenden (die erste Liste erschien 1993). Zeilen ohne Listenausgabe werden immer angezeigt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems listed up to year</source>
        <translation>Systeme bis Listenjahr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide TOP500 entries of list editions after this year. Rows without a list edition are always shown.</source>
        <translation>TOP500-Einträge aus Listenausgaben nach diesem Jahr ausblenden. Zeilen ohne Listenausgabe werden immer angezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline panel: log time axis</source>
        <translation>Zeitachsen-Panel: logarithmische Zeitskala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the five parts of one step in the Timeline panel on a logarithmic time axis (they span several decades); off: linear seconds.</source>
        <translation>Die fünf Teile eines Schritts im Zeitachsen-Panel auf einer logarithmischen Zeitskala zeichnen (sie umfassen mehrere Größenordnungen); aus: lineare Sekunden.</translation>
    </message>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="-232"/>
        <source>Show Amdahl</source>
        <translation>Amdahl anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Amdahl&apos;s law, reading 1−α as the serial share of the run on one unit (a fixed problem: strong scaling).</source>
        <translation>Das Amdahlsche Gesetz zeichnen, wobei 1−α als serieller Anteil des Laufs auf einer Einheit gilt (festes Problem: starke Skalierung).</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Show Gustafson</source>
        <translation>Gustafson anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Gustafson&apos;s scaled speed-up S = s + (1−s)·N, reading the same number as the serial share s of the run on N units (the problem grows with N: weak scaling). For one run the shares convert as s_G = s_A/(s_A + (1−s_A)/N), which turns Gustafson&apos;s S into Amdahl&apos;s; the curves differ in what grows, not in the machine.</source>
        <translation>Gustafsons skalierte Beschleunigung S = s + (1−s)·N zeichnen, wobei dieselbe Zahl als serieller Anteil s des Laufs auf N Einheiten gilt (das Problem wächst mit N: schwache Skalierung). Für einen Lauf rechnen sich die Anteile als s_G = s_A/(s_A + (1−s_A)/N) um, womit Gustafsons S in Amdahls übergeht; die Kurven unterscheiden sich darin, was wächst, nicht in der Maschine.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Show USL</source>
        <translation>USL anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the Universal Scalability Law for σ and κ.</source>
        <translation>Das Universelle Skalierbarkeitsgesetz für σ und κ zeichnen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show ideal</source>
        <translation>Ideal anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw ideal scaling, S = N.</source>
        <translation>Ideale Skalierung zeichnen, S = N.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show timeline model</source>
        <translation>Zeitachsenmodell anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the timeline model of the current scenario (model/README.md §3).</source>
        <translation>Das Zeitachsenmodell des aktuellen Szenarios zeichnen (model/README.md §3).</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Show Sun–Ni</source>
        <translation>Sun–Ni anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Sun and Ni&apos;s memory-bounded speed-up S = (s + (1−s)·G)/(s + (1−s)·G/N), G(N) = N^b: the problem grows with the memory of N units and its parallel work by G(N) (b = sun_ni.exponent; b = 0 is Amdahl&apos;s curve, b = 1 Gustafson&apos;s). s is the serial share of the run on one unit.</source>
        <translation>Sun und Nis speicherbegrenzte Beschleunigung S = (s + (1−s)·G)/(s + (1−s)·G/N), G(N) = N^b zeichnen: Das Problem wächst mit dem Speicher von N Einheiten, seine parallele Arbeit um G(N) (b = sun_ni.exponent; b = 0 ist Amdahls Kurve, b = 1 Gustafsons). s ist der serielle Anteil des Laufs auf einer Einheit.</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="-308"/>
        <source>PIM training</source>
        <translation>PIM-Training</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training set</source>
        <translation>Trainings­datensatz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M</source>
        <translation>YFCC100M</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criteo</source>
        <translation>Criteo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6 (dense, d = 4096) or Criteo (one-hot, 39 non-zeros of d = 1,001,472), as prepared in P.</source>
        <translation>YFCC100M-HNfc6 (dicht, d = 4096) oder Criteo (One-hot, 39 Nicht-Null-Einträge von d = 1.001.472), wie in P aufbereitet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logistic regression (LR)</source>
        <translation>logistische Regression (LR)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>linear SVM</source>
        <translation>lineare SVM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logistic regression (sigmoid and division per sample) or linear SVM.</source>
        <translation>Logistische Regression (Sigmoid und Division pro Sample) oder lineare SVM.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA-SGD</source>
        <translation>MA-SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GA-SGD</source>
        <translation>GA-SGD</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ADMM</source>
        <translation>ADMM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MA-SGD averages models every local batch, GA-SGD averages gradients every global batch, ADMM synchronises once per epoch.</source>
        <translation>MA-SGD mittelt die Modelle nach jedem lokalen Batch, GA-SGD mittelt die Gradienten nach jedem globalen Batch, ADMM synchronisiert einmal pro Epoche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DPUs N</source>
        <translation>DPUs N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of DPUs (64 per rank). P scales over 256…2048; its breakdowns use 2048.</source>
        <translation>Anzahl der DPUs (64 pro Rank). P skaliert über 256…2048; seine Aufschlüsselungen verwenden 2048.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>schwach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong: the 256-DPU training set (YFCC 851,968, Criteo 50,331,648 samples) split over N DPUs. Weak: a fixed share per DPU (3,328 or 196,608 samples).</source>
        <translation>Stark: Der Trainingsdatensatz für 256 DPUs (YFCC 851,968, Criteo 50.331.648 Samples) wird auf N DPUs aufgeteilt. Schwach: ein fester Anteil pro DPU (3.328 bzw. 196.608 Samples).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training epochs. P&apos;s time breakdowns are 1-epoch runs, its accuracy runs 10.</source>
        <translation>Trainingsepochen. Die Zeitaufschlüsselungen von P sind Läufe über 1 Epoche, seine Genauigkeitsläufe über 10.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <location line="+9"/>
        <source>paper default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>MA-SGD local batch b</source>
        <translation>MA-SGD: lokaler Batch b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per DPU per MA-SGD step. 0 = the paper&apos;s default for the chosen training set: 8 for YFCC (swept 8…64), 2048 for Criteo (1024…8192).</source>
        <translation>Samples pro DPU und MA-SGD-Schritt. 0 = Standardwert der Publikation für den gewählten Trainingsdatensatz: 8 für YFCC (variiert 8…64), 2048 für Criteo (1024…8192).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GA-SGD global batch B</source>
        <translation>GA-SGD: globaler Batch B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per GA-SGD step over all DPUs. 0 = the paper&apos;s default for the chosen training set: 8192 for YFCC (4096…32768), 262,144 for Criteo (131,072…1,048,576).</source>
        <translation>Samples pro GA-SGD-Schritt über alle DPUs. 0 = Standardwert der Publikation für den gewählten Trainingsdatensatz: 8192 für YFCC (4096…32768), 262.144 für Criteo (131.072…1.048.576).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ADMM local batch</source>
        <translation>ADMM: lokaler Batch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per DPU per local ADMM step. 0 = the paper&apos;s default for the chosen training set: 8 for YFCC, 2048 for Criteo.</source>
        <translation>Samples pro DPU und lokalem ADMM-Schritt. 0 = Standardwert der Publikation für den gewählten Trainingsdatensatz: 8 für YFCC, 2048 für Criteo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DPU clock</source>
        <translation>DPU-Takt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU frequency of the system in P (350 MHz).</source>
        <translation>DPU-Frequenz des Systems in P (350 MHz).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasklets per DPU</source>
        <translation>Tasklets pro DPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware threads per DPU (P uses 16, the maximum is 24). The pipeline needs at least 11 to issue one instruction per cycle (PrIM).</source>
        <translation>Hardware-Threads pro DPU (P verwendet 16, das Maximum ist 24). Die Pipeline braucht mindestens 11, um einen Befehl pro Takt auszugeben (PrIM).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DMA latency α (read)</source>
        <translation>DMA-Latenz α (Lesen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one MRAM→WRAM transfer; cycles = α + β·bytes (PrIM).</source>
        <translation>Fixkosten einer MRAM→WRAM-Übertragung; Takte = α + β·Bytes (PrIM).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DMA latency α (write)</source>
        <translation>DMA-Latenz α (Schreiben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one WRAM→MRAM transfer; cycles = α + β·bytes (PrIM).</source>
        <translation>Fixkosten einer WRAM→MRAM-Übertragung; Takte = α + β·Bytes (PrIM).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DMA cost β</source>
        <translation>DMA-Kosten β</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cycles per byte of an MRAM↔WRAM transfer (PrIM: 0.5, ≈630 MB/s sustained).</source>
        <translation>Takte pro Byte einer MRAM↔WRAM-Übertragung (PrIM: 0,5, ≈630 MB/s dauerhaft).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DMA transfer size, samples X</source>
        <translation>DMA-Übertragungs­größe, Samples X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per streaming MRAM→WRAM transfer of training samples, a multiple of 8 (8…2048). Default: P&apos;s YFCC code reads 1/16 of a 4096-entry row per tasklet, 4·4096/16 = 1024 B.</source>
        <translation>Bytes pro streamender MRAM→WRAM-Übertragung von Trainingssamples, ein Vielfaches von 8 (8…2048). Standard: Der YFCC-Code von P liest pro Tasklet 1/16 einer Zeile mit 4096 Einträgen, 4·4096/16 = 1024 B.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DMA transfer size, model W</source>
        <translation>DMA-Übertragungs­größe, Modell W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per streaming transfer of the model W (and ADMM&apos;s u−z), a multiple of 8. The gradient moves in transfers of the same number of entries (512 B as int32, 1024 B as int64), at most 2048 B. Default 512 B: the transfer size of P&apos;s DPU code (CMU-SAFARI/PIM-Opt, MA-SGD/YFCC100M-HNfc6 host and DPU code).</source>
        <translation>Bytes pro streamender Übertragung des Modells W (und von u−z bei ADMM), ein Vielfaches von 8. Der Gradient wird in Übertragungen mit derselben Zahl von Einträgen bewegt (512 B als int32, 1024 B als int64), höchstens 2048 B. Standard 512 B: die Übertragungsgröße im DPU-Code von P (CMU-SAFARI/PIM-Opt, Host- und DPU-Code für MA-SGD/YFCC100M-HNfc6).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cycles per multiply</source>
        <translation>Takte pro Multi­plikation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Software-emulated 32×32→64-bit fixed-point multiply, pipeline cycles at full issue. Fitted: chosen so that the model gives P&apos;s DPU compute/MRAM ratio 2.46 for SVM on YFCC (MA-SGD) with the element cost below; see Help ▸ PIM model calibration.</source>
        <translation>Softwareemulierte 32×32→64-Bit-Festkommamultiplikation, Pipeline-Takte bei voller Ausgaberate. Angepasst: so gewählt, dass das Modell mit den unten stehenden Elementkosten das Verhältnis DPU-Rechnen/MRAM von P, 2,46 für SVM auf YFCC (MA-SGD), ergibt; siehe Hilfe ▸ PIM-Modellkalibrierung.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cycles per element op</source>
        <translation>Takte pro Element­operation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load, add, shift and loop work per vector element, pipeline cycles at full issue. Assumption (about two instructions per element); not fitted: it enters the same compute targets as the multiply, which is fitted given this value.</source>
        <translation>Laden, Addieren, Schieben und Schleifenarbeit pro Vektorelement, Pipeline-Takte bei voller Ausgaberate. Annahme (etwa zwei Befehle pro Element); nicht angepasst: Der Wert geht in dieselben Rechenziele ein wie die Multiplikation, die bei diesem Wert angepasst wird.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cycles per sigmoid</source>
        <translation>Takte pro Sigmoid</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall cycles of LR&apos;s per-sample sigmoid: one tasklet reduces the 16 partial dot products and evaluates it (expf and a double division in P&apos;s code: software floating point) while the others wait. Fitted: chosen so that the model gives P&apos;s DPU compute/MRAM ratio 6.38 for LR on YFCC (MA-SGD); only its sum with the division below matters.</source>
        <translation>Wanduhr-Takte des Sigmoids von LR pro Sample: Ein Tasklet reduziert die 16 partiellen Skalarprodukte und wertet es aus (expf und eine double-Division im Code von P: Gleitkomma in Software), während die anderen warten. Angepasst: so gewählt, dass das Modell das Verhältnis DPU-Rechnen/MRAM von P, 6,38 für LR auf YFCC (MA-SGD), ergibt; nur die Summe mit der Division unten zählt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cycles per division</source>
        <translation>Takte pro Division</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall cycles of LR&apos;s per-sample division on one tasklet (emulated, one instruction per 11 cycles). Assumption; it enters only as a sum with the sigmoid, which is fitted.</source>
        <translation>Wanduhr-Takte der Division von LR pro Sample auf einem Tasklet (emuliert, ein Befehl pro 11 Takte). Annahme; sie geht nur als Summe mit dem Sigmoid ein, das angepasst wird.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU→DPU per rank</source>
        <translation>CPU→DPU pro Rank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel host-to-MRAM bandwidth of one 64-DPU rank (PrIM: 6.68 GB/s).</source>
        <translation>Parallele Host-zu-MRAM-Bandbreite eines Ranks mit 64 DPUs (PrIM: 6,68 GB/s).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DPU→CPU per rank</source>
        <translation>DPU→CPU pro Rank</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel MRAM-to-host bandwidth of one 64-DPU rank (PrIM: 4.74 GB/s).</source>
        <translation>Parallele MRAM-zu-Host-Bandbreite eines Ranks mit 64 DPUs (PrIM: 4,74 GB/s).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank scaling exponent γ</source>
        <translation>Rank-Skalierungs­exponent γ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregate host↔DPU bandwidth = per-rank bandwidth·(N/64)^γ. 1 = every rank adds a full channel; lower = the host&apos;s memory channels and the CPU-side transposition saturate. Assumption (not measured for many ranks); 0.5 keeps 256→2048 DPUs clearly below 8× as P reports. The communication ratios move with it: the calibration panel lists them for γ = 0…1.</source>
        <translation>Gesamte Host↔DPU-Bandbreite = Bandbreite pro Rank·(N/64)^γ. 1 = jeder Rank fügt einen vollen Kanal hinzu; kleiner = die Speicherkanäle des Hosts und die CPU-seitige Transposition sättigen. Annahme (für viele Ranks nicht gemessen); 0,5 hält 256→2048 DPUs deutlich unter 8×, wie P berichtet. Die Kommunikationsverhältnisse ändern sich mit: Das Kalibrierungspanel listet sie für γ = 0…1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host averaging throughput</source>
        <translation>Mittelungs­durchsatz des Hosts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4-byte elements per second the host (2× Xeon Silver 4215 in P) sums or updates. Fitted: chosen so that the model gives P&apos;s communication ratio MA-SGD/ADMM = 25.10× read as Criteo LR (≈21 GB/s). GA-SGD/ADMM = 640.35× is then predicted, not fitted.</source>
        <translation>4-Byte-Elemente pro Sekunde, die der Host (2× Xeon Silver 4215 in P) summiert oder aktualisiert. Angepasst: so gewählt, dass das Modell das Kommunikationsverhältnis MA-SGD/ADMM = 25,10× von P ergibt, gelesen als Criteo LR (≈21 GB/s). GA-SGD/ADMM = 640,35× ist dann vorhergesagt, nicht angepasst.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ADMM host passes</source>
        <translation>ADMM-Host-Durchgänge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host work of one ADMM round in passes over N·d elements. The four steps (average w, average u, z update, u update) touch about 7 arrays of N·d when u−z is prepared for the push: the default, an assumption from that count (not fitted).</source>
        <translation>Host-Arbeit einer ADMM-Runde in Durchgängen über N·d Elemente. Die vier Schritte (w mitteln, u mitteln, z aktualisieren, u aktualisieren) berühren etwa 7 Arrays der Größe N·d, wenn u−z für das Pushen vorbereitet wird: der Standardwert, eine Annahme aus dieser Zählung (nicht angepasst).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host call overhead</source>
        <translation>Host-Aufruf-Overhead</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one host call to the DPUs. Each round P&apos;s host code issues two push transfers (model and bias; ADMM three, with u−z), one synchronous launch and two pull transfers; pushes count as CPU→DPU, pulls as DPU→CPU and the launch as host sync. Default 200 µs: an assumption of the order of 10²–10³ µs per call, not measured here.</source>
        <translation>Fixkosten eines Host-Aufrufs an die DPUs. In jeder Runde setzt der Host-Code von P zwei Push-Übertragungen ab (Modell und Bias; ADMM drei, mit u−z), einen synchronen Start und zwei Pull-Übertragungen; Pushes zählen als CPU→DPU, Pulls als DPU→CPU und der Start als Host-Synchronisation. Standard 200 µs: eine Annahme in der Größenordnung von 10²–10³ µs pro Aufruf, hier nicht gemessen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CPU sustained memory bandwidth</source>
        <translation>Dauerhafte Speicher­bandbreite der CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU baseline of P: 2× AMD EPYC 7742. Peak 409.6 GB/s (8 channels of DDR4-3200 per socket, AMD specification); default 266 GB/s ≈ 65 % of it, what a STREAM-like kernel sustains (assumption within published EPYC 7742 measurements). The hardware bound uses max(bytes/bandwidth, flops/peak).</source>
        <translation>CPU-Vergleichssystem von P: 2× AMD EPYC 7742. Spitze 409,6 GB/s (8 Kanäle DDR4-3200 pro Sockel, AMD-Spezifikation); Standard 266 GB/s ≈ 65 % davon, was ein STREAM-artiger Kernel dauerhaft erreicht (Annahme im Rahmen veröffentlichter EPYC-7742-Messungen). Die Hardwaregrenze verwendet max(Bytes/Bandbreite, Flops/Spitze).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU peak</source>
        <translation>CPU-Spitzen­leistung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2× EPYC 7742: 2·64 cores · 2.25 GHz · 32 FP32 flop/cycle (two 256-bit FMA units) = 9.2 TFLOP/s (AMD specification).</source>
        <translation>2× EPYC 7742: 2·64 Kerne · 2,25 GHz · 32 FP32-Flop/Takt (zwei 256-Bit-FMA-Einheiten) = 9,2 TFLOP/s (AMD-Spezifikation).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU processes</source>
        <translation>CPU-Prozesse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Processes of the CPU baseline: P runs 128 PyTorch processes (gloo) on the two EPYC 7742 sockets.</source>
        <translation>Prozesse des CPU-Vergleichssystems: P führt 128 PyTorch-Prozesse (gloo) auf den beiden EPYC-7742-Sockeln aus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU allreduce latency L</source>
        <translation>CPU-Allreduce-Latenz L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency L of one message of the CPU run&apos;s allreduce, priced as the timeline model&apos;s tree allreduce 2⌈log₂P⌉(L + V/B) of the 4d-byte model over P processes. Default 30 µs: an assumption for gloo between processes of one machine.</source>
        <translation>Latenz L einer Nachricht des Allreduce im CPU-Lauf, bewertet wie das Baum-Allreduce des Zeitachsenmodells, 2⌈log₂P⌉(L + V/B), für das 4d-Byte-Modell über P Prozesse. Standard 30 µs: eine Annahme für gloo zwischen Prozessen einer Maschine.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU allreduce bandwidth B</source>
        <translation>CPU-Allreduce-Bandbreite B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth B of one message of the CPU run&apos;s allreduce. Default 5 GB/s: an assumption for gloo between processes of one machine.</source>
        <translation>Bandbreite B einer Nachricht des Allreduce im CPU-Lauf. Standard 5 GB/s: eine Annahme für gloo zwischen Prozessen einer Maschine.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU per-step overhead</source>
        <translation>CPU-Overhead pro Schritt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Framework cost of one local step of one CPU process (data loader, autograd, optimizer step) beyond the arithmetic. Default 200 µs: an assumption of the order of PyTorch&apos;s per-iteration cost for a tiny batch; P&apos;s baselines were PyTorch, far from the hardware bound.</source>
        <translation>Framework-Kosten eines lokalen Schritts eines CPU-Prozesses (Data Loader, Autograd, Optimiererschritt) über die Arithmetik hinaus. Standard 200 µs: eine Annahme in der Größenordnung der Kosten pro Iteration von PyTorch bei einem winzigen Batch; die Vergleichsläufe von P nutzten PyTorch, weit entfernt von der Hardwaregrenze.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU training data</source>
        <translation>GPU-Trainings­daten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streamed over PCIe</source>
        <translation>über PCIe gestreamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident in HBM</source>
        <translation>im HBM resident</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the GPU baseline finds the training set. streamed (default): in host memory, moved over PCIe every epoch, as P&apos;s GPU code does (a DataLoader copying each batch to the card); at 2048 DPUs under weak scaling YFCC alone is 6.8 M × 16 KiB ≈ 112 GB, more than the card&apos;s 80 GB. resident: already in HBM, when it fits (else it is streamed and the plot says so).</source>
        <translation>Wo das GPU-Vergleichssystem den Trainingsdatensatz findet. gestreamt (Standard): im Host-Speicher, in jeder Epoche über PCIe übertragen, wie es der GPU-Code von P tut (ein DataLoader, der jeden Batch auf die Karte kopiert); bei 2048 DPUs unter schwacher Skalierung umfasst YFCC allein 6,8 M × 16 KiB ≈ 112 GB, mehr als die 80 GB der Karte. resident: bereits im HBM, wenn er hineinpasst (sonst wird er gestreamt, und der Plot vermerkt es).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU sustained HBM bandwidth</source>
        <translation>Dauerhafte HBM-Bandbreite der GPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU baseline of P: NVIDIA A100 80 GB PCIe, HBM2e peak 1,935 GB/s (NVIDIA datasheet); default 1,700 GB/s ≈ 88 %, the 85–90 % a streaming kernel sustains (assumption).</source>
        <translation>GPU-Vergleichssystem von P: NVIDIA A100 80 GB PCIe, HBM2e-Spitze 1.935 GB/s (NVIDIA-Datenblatt); Standard 1.700 GB/s ≈ 88 %, die 85–90 %, die ein Streaming-Kernel dauerhaft erreicht (Annahme).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU host link (PCIe)</source>
        <translation>GPU-Host-Anbindung (PCIe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host→GPU bandwidth for the streamed training set: PCIe 4.0 x16, 31.5 GB/s per direction by specification; default 25 GB/s sustained with pinned memory (assumption).</source>
        <translation>Host→GPU-Bandbreite für den gestreamten Trainingsdatensatz: PCIe 4.0 x16, laut Spezifikation 31,5 GB/s pro Richtung; Standard 25 GB/s dauerhaft mit gepinntem Speicher (Annahme).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of the GPU: a resident training set must fit (A100 80 GB).</source>
        <translation>Speicher der GPU: Ein residenter Trainingsdatensatz muss hineinpassen (A100 80 GB).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU peak</source>
        <translation>GPU-Spitzen­leistung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A100 FP32 peak without tensor cores, 19.5 TFLOP/s (NVIDIA datasheet). The linear models are memory-bound, so the peak hardly matters.</source>
        <translation>FP32-Spitzenleistung der A100 ohne Tensor-Kerne, 19,5 TFLOP/s (NVIDIA-Datenblatt). Die linearen Modelle sind speichergebunden, daher spielt die Spitzenleistung kaum eine Rolle.</translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_parameters.cpp" line="+11"/>
        <location line="+1"/>
        <source>Scaling view</source>
        <translation>Skalierungsansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plotted quantity</source>
        <translation>Dargestellte Größe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>payload</source>
        <translation>Nutzleistung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the curves tab plots against N: speed-up S(N), parallel efficiency E = S/N, or payload performance P = N·P₁·E.</source>
        <translation>Was der Tab Kurven über N darstellt: Beschleunigung S(N), parallele Effizienz E = S/N oder Nutzleistung P = N·P₁·E.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show measured points</source>
        <translation>Messpunkte anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the measured series of the loaded files, one per group.</source>
        <translation>Die Messreihen der geladenen Dateien zeichnen, eine pro Gruppe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show TOP500 systems</source>
        <translation>TOP500-Systeme anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the loaded TOP500 entries (N = cores, E = Rmax/Rpeak, payload = Rmax).</source>
        <translation>Die geladenen TOP500-Einträge zeichnen (N = Kerne, E = Rmax/Rpeak, Nutzleistung = Rmax).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak per unit P₁</source>
        <translation>Spitzen­leistung pro Einheit P₁</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak performance of one processing unit as it is (for an accelerated machine Rpeak/cores already includes the accelerator), for the payload P = N·P₁·E of the law curves. Default: Piz Daint 2018-11, Rpeak/cores = 27,154.3 TFlop/s / 387,872 ≈ 70 GFlop/s. Measured series use their own per-unit peak (a unit_peak_gflops column) or their Rmax, never this one.</source>
        <translation>Spitzenleistung einer Recheneinheit, so wie sie ist (bei einer beschleunigten Maschine enthält Rpeak/Kerne bereits den Beschleuniger), für die Nutzleistung P = N·P₁·E der Gesetzeskurven. Standard: Piz Daint 2018-11, Rpeak/Kerne = 27.154,3 TFlop/s / 387.872 ≈ 70 GFlop/s. Messreihen verwenden ihre eigene Spitzenleistung pro Einheit (eine Spalte unit_peak_gflops) oder ihr Rmax, nie diesen Wert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Selected series</source>
        <translation>Gewählte Messreihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which measured series (1 = first, in load order) the fit, scaling-study and T-against-1/N tabs show. Loading data makes its first series the selected one; scenario files also keep its name, which wins when they are opened.</source>
        <translation>Welche Messreihe (1 = erste, in Ladereihenfolge) die Tabs Fit, Studie und T über 1/N zeigen. Beim Laden von Daten wird deren erste Messreihe ausgewählt; Szenariodateien speichern zusätzlich ihren Namen, der beim Öffnen Vorrang hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show fit</source>
        <translation>Anpassung anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the chosen law to the selected series and draw it with its 95 % band.</source>
        <translation>Das gewählte Gesetz an die ausgewählte Messreihe anpassen und mit seinem 95-%-Band zeichnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all points</source>
        <translation>alle Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on first k N values</source>
        <translation>Anpassung an die ersten k N-Werte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit only the runs at the k smallest distinct N (every repetition there) and predict the rest (&apos;fit small, predict large&apos;); 0 fits every run.</source>
        <translation>Nur die Läufe bei den k kleinsten verschiedenen N anpassen (dort jede Wiederholung) und den Rest vorhersagen („klein anpassen, groß vorhersagen“); 0 passt jeden Lauf an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Noise of a run</source>
        <translation>Rauschen eines Laufs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relative (∝ time)</source>
        <translation>relativ (∝ Zeit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant (seconds)</source>
        <translation>konstant (Sekunden)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the fit weights the runs. Relative: the scatter of a run grows with its time (a 30 min run scatters by tens of seconds, a 30 s run by a fraction of one), so each run is weighted by 1/time² and the prediction interval is a percentage of the time. Constant: ordinary least squares on the seconds, where the long runs at small N set the band of the short runs at large N.</source>
        <translation>Wie die Anpassung die Läufe gewichtet. Relativ: Die Streuung eines Laufs wächst mit seiner Zeit (ein 30-min-Lauf streut um Dutzende Sekunden, ein 30-s-Lauf um den Bruchteil einer Sekunde), daher wird jeder Lauf mit 1/Zeit² gewichtet, und das Vorhersageintervall ist ein Prozentsatz der Zeit. Konstant: gewöhnliche kleinste Quadrate auf den Sekunden, wobei die langen Läufe bei kleinem N das Band der kurzen Läufe bei großem N bestimmen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed-up baseline</source>
        <translation>Bezugslauf der Beschleu­nigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest N</source>
        <translation>kleinstes N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one node</source>
        <translation>ein Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 1</source>
        <translation>N = 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference run of the measured speed-up: the smallest N measured, one node (the run at N = k units) or N = 1. S(N) = N_b·T(N_b)/T(N).</source>
        <translation>Bezugslauf der gemessenen Beschleunigung: das kleinste gemessene N, ein Knoten (der Lauf bei N = k Einheiten) oder N = 1. S(N) = N_b·T(N_b)/T(N).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Units per node k</source>
        <translation>Einheiten pro Knoten k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>k for the &apos;one node&apos; baseline: a node holds k of the units N counts. Default 4 is an assumption (a small node); set it to your machine&apos;s.</source>
        <translation>k für den Bezug „ein Knoten“: Ein Knoten enthält k der Einheiten, die N zählt. Standard 4 ist eine Annahme (ein kleiner Knoten); auf den Wert der eigenen Maschine setzen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repetitions shown as</source>
        <translation>Wieder­holungen dargestellt als</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs with the same N in one group are repetitions: plot their mean or median (fits always use every run).</source>
        <translation>Läufe mit gleichem N in einer Gruppe sind Wiederholungen: ihren Mittelwert oder Median darstellen (Anpassungen verwenden immer jeden Lauf).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Error bars</source>
        <translation>Fehlerbalken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min–max</source>
        <translation>Min–Max</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>± standard deviation</source>
        <translation>± Standardabweichung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spread of the repetitions: from the fastest to the slowest run, or ±1 sample standard deviation.</source>
        <translation>Streuung der Wiederholungen: vom schnellsten bis zum langsamsten Lauf oder ±1 Stichproben-Standardabweichung.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Law for residuals and fit</source>
        <translation>Gesetz für Residuen und Anpassung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The law the residuals are taken against and the one fitted to the selected series (timeline: T = a + b/N + c·⌈log₂N⌉). Gustafson is fitted to weak-scaling series only (a &apos;scaling&apos; column saying weak).</source>
        <translation>Das Gesetz, gegen das die Residuen gebildet werden und das an die gewählte Messreihe angepasst wird (Zeitachse: T = a + b/N + c·⌈log₂N⌉). Gustafson wird nur an Messreihen mit schwacher Skalierung angepasst (eine Spalte &apos;scaling&apos; mit dem Wert weak).</translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline_parameters.cpp" line="+14"/>
        <source>Timeline model</source>
        <translation>Zeitachsenmodell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serial time T_serial</source>
        <translation>Serielle Zeit T_serial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step that does not parallelise (setup, fork/join, I/O), in seconds. Default 1 ms: an assumption.</source>
        <translation>Zeit pro Schritt, die nicht parallelisiert (Setup, Fork/Join, E/A), in Sekunden. Standard 1 ms: eine Annahme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parallel work T_compute</source>
        <translation>Parallele Arbeit T_compute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallelisable work of one step, as the time ONE unit needs for it at FP64 without accelerator, in seconds. Default 10⁵ s: an assumption, chosen so that the default machine at N = 387,872 has Piz Daint&apos;s measured E ≈ 0.78.</source>
        <translation>Parallelisierbare Arbeit eines Schritts, als die Zeit, die EINE Einheit dafür bei FP64 ohne Beschleuniger braucht, in Sekunden. Standard 10⁵ s: eine Annahme, so gewählt, dass die Standardmaschine bei N = 387.872 das gemessene E ≈ 0,78 von Piz Daint erreicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number format</source>
        <translation>Zahlenformat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number format of the compute. Reduced formats divide compute time by their speed-up below; communication stays unless &apos;communicate in reduced precision&apos; is on. Default FP64, as in HPL.</source>
        <translation>Zahlenformat der Berechnung. Reduzierte Formate teilen die Rechenzeit durch ihre Beschleunigung unten; die Kommunikation bleibt, sofern „In reduzierter Genauigkeit kommunizieren“ nicht aktiv ist. Standard FP64, wie bei HPL.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP32 speed-up</source>
        <translation>FP32-Beschleunigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of FP32 over FP64. Default 2: half the bytes and twice the vector lanes (the P100&apos;s FP32 peak is twice its FP64 peak).</source>
        <translation>Rechenbeschleunigung von FP32 gegenüber FP64. Standard 2: halb so viele Bytes und doppelt so viele Vektorspuren (die FP32-Spitze der P100 ist doppelt so hoch wie ihre FP64-Spitze).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP16 speed-up</source>
        <translation>FP16-Beschleunigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of FP16/BF16 over FP64. Default 4: the P100&apos;s FP16 peak is four times its FP64 peak; Végh: half precision divides compute time by ~4.</source>
        <translation>Rechenbeschleunigung von FP16/BF16 gegenüber FP64. Standard 4: Die FP16-Spitze der P100 ist viermal so hoch wie ihre FP64-Spitze; Végh: Halbe Genauigkeit teilt die Rechenzeit durch ~4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>INT8 speed-up</source>
        <translation>INT8-Beschleunigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of INT8 over FP64. Default 8: an assumption (one more halving of the operand size).</source>
        <translation>Rechenbeschleunigung von INT8 gegenüber FP64. Standard 8: eine Annahme (eine weitere Halbierung der Operandengröße).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communicate in reduced precision</source>
        <translation>In reduzierter Genauigkeit kommunizieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When on, the bytes sent over the network and copied host↔device shrink by the same factor as the compute speeds up. Default off: only the arithmetic is in reduced precision (Végh&apos;s case).</source>
        <translation>Wenn aktiv, schrumpfen die über das Netzwerk gesendeten und zwischen Host und Gerät kopierten Bytes um denselben Faktor, um den die Berechnung schneller wird. Standard aus: Nur die Arithmetik läuft in reduzierter Genauigkeit (Véghs Fall).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accelerator</source>
        <translation>Beschleuniger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether each unit&apos;s compute runs on an accelerator (GPU). On adds the host↔device copy T_copy to every step. Default on, as on Piz Daint since 2013.</source>
        <translation>Ob die Berechnung jeder Einheit auf einem Beschleuniger (GPU) läuft. An fügt jedem Schritt die Host↔Gerät-Kopie T_copy hinzu. Standard an, wie bei Piz Daint seit 2013.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accelerator speed-up g</source>
        <translation>Beschleunigung g durch den Beschleuniger</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Accelerator memory in use</source>
        <translation>Belegter Beschleuniger­speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accelerator memory holding the job&apos;s data, in GB (10⁹ bytes). Default 16 GB: one NVIDIA Tesla P100 (Piz Daint&apos;s GPU since 2016). More memory with the same link means longer copies and a larger 1−α_eff. The TOP500 rows cannot isolate this: Piz Daint 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 nodes) lowered 1−α_eff per TOP500 core ÷2.6 and raised it per node +20 %, while the network, software and HPL tuning changed too.</source>
        <translation>Beschleunigerspeicher mit den Daten des Jobs, in GB (10⁹ Bytes). Standard 16 GB: eine NVIDIA Tesla P100 (die GPU von Piz Daint seit 2016). Mehr Speicher bei gleicher Anbindung bedeutet längere Kopien und ein größeres 1−α_eff. Die TOP500-Zeilen können dies nicht isolieren: Piz Daint 2013-11 (K20X, 6 GB, 5.272 Knoten) → 2017-06 (P100, 16 GB, 5.320 Knoten) senkte 1−α_eff pro TOP500-Kern ÷2,6 und erhöhte es pro Knoten um +20 %, während sich auch Netzwerk, Software und HPL-Tuning änderten.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Compute speed-up g_accel of the accelerator over the host, dimensionless. Default 4: a fit, not a measurement, tuned so that switching the accelerator on raises payload about 3× at the default N, as Végh reports for Piz Daint&apos;s GPU upgrade. The shipped TOP500 rows show that 3× per node: 5,272 K20X nodes in 2013-11, 5,320 P100 nodes in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), because TOP500 counts a GPU&apos;s multiprocessors as cores: 22 per K20X node, 68 per P100 node. They do not show a gain bought with little nominal gain: Rpeak per node rose ×3.2 too.</source>
        <translation>Rechenbeschleunigung g_accel des Beschleunigers gegenüber dem Host, dimensionslos. Standard 4: eine Anpassung, keine Messung, so abgestimmt, dass das Einschalten des Beschleunigers die Nutzleistung beim Standard-N etwa verdreifacht, wie Végh für das GPU-Upgrade von Piz Daint berichtet. Die mitgelieferten TOP500-Zeilen zeigen diese 3× pro Knoten: 5.272 K20X-Knoten in 2013-11, 5.320 P100-Knoten in 2017-06, Rmax pro Knoten 1,19 → 3,68 TFlop/s (×3,10). Pro TOP500-Kern verbergen sie es (beide Male 54 GFlop/s), weil die TOP500 die Multiprozessoren einer GPU als Kerne zählt: 22 pro K20X-Knoten, 68 pro P100-Knoten. Einen mit wenig nominellem Zuwachs erkauften Gewinn zeigen sie nicht: Rpeak pro Knoten stieg ebenfalls ×3.2.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fraction copied per step</source>
        <translation>Pro Schritt kopierter Anteil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fraction of the accelerator memory in use that is copied host↔device each step. Default 0.01 (160 MB of 16 GB): an assumption.</source>
        <translation>Anteil des belegten Beschleunigerspeichers, der in jedem Schritt zwischen Host und Gerät kopiert wird. Standard 0,01 (160 MB von 16 GB): eine Annahme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy per device</source>
        <translation>Kopie pro Gerät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant</source>
        <translation>konstant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>divided by N</source>
        <translation>geteilt durch N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the host↔device copy of one device changes with N. constant (default): every device copies the same bytes at any N, because each works on a full memory of its own (weak-scaling style, Végh&apos;s case), so T_copy joins the serial part and a bigger memory raises 1−α_eff. divided_by_n: the job&apos;s bytes are shared out, bytes/N per device, as under strong scaling; only the link latency stays.</source>
        <translation>Wie sich die Host↔Gerät-Kopie eines Geräts mit N ändert. konstant (Standard): Jedes Gerät kopiert bei jedem N dieselben Bytes, weil jedes auf einem vollen eigenen Speicher arbeitet (Stil der schwachen Skalierung, Véghs Fall); daher gehört T_copy zum seriellen Teil, und ein größerer Speicher erhöht 1−α_eff. divided_by_n: Die Bytes des Jobs werden aufgeteilt, Bytes/N pro Gerät, wie bei starker Skalierung; nur die Latenz der Anbindung bleibt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host↔device bandwidth</source>
        <translation>Host↔Gerät-Bandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth of the host↔device link, in GB/s. Default 12 GB/s: what PCIe 3.0 x16 (15.75 GB/s peak, the P100&apos;s link on Piz Daint) sustains in practice.</source>
        <translation>Bandbreite der Host↔Gerät-Anbindung, in GB/s. Standard 12 GB/s: was PCIe 3.0 x16 (15,75 GB/s Spitze, die Anbindung der P100 auf Piz Daint) in der Praxis dauerhaft erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host↔device latency</source>
        <translation>Host↔Gerät-Latenz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed cost of one host↔device copy, in µs. Default 10 µs: typical launch and PCIe round-trip cost of a GPU memory copy, an assumption.</source>
        <translation>Fixkosten einer Host↔Gerät-Kopie, in µs. Standard 10 µs: typische Start- und PCIe-Umlaufkosten einer GPU-Speicherkopie, eine Annahme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Communication pattern</source>
        <translation>Kommunikations­muster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tree allreduce</source>
        <translation>Baum-Allreduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring allreduce</source>
        <translation>Ring-Allreduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star (hub)</source>
        <translation>Stern (Hub)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the units combine their results each step. tree: allreduce, 2⌈log₂N⌉(L + V/B); ring: allreduce, 2(N−1)L + 2(N−1)/N·V/B; star: a hub (parameter server, the PIM host) gathers N messages and scatters N, 2N(L + V/B). Default tree.</source>
        <translation>Wie die Einheiten ihre Ergebnisse in jedem Schritt zusammenführen. Baum: Allreduce, 2⌈log₂N⌉(L + V/B); Ring: Allreduce, 2(N−1)L + 2(N−1)/N·V/B; Stern: Ein Hub (Parameterserver, der PIM-Host) sammelt N Nachrichten und verteilt N, 2N(L + V/B). Standard Baum.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network latency L</source>
        <translation>Netzwerk­latenz L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency L of one network message, in µs. Default 1.5 µs: order of the MPI latency of Cray&apos;s Aries network (Piz Daint).</source>
        <translation>Latenz L einer Netzwerknachricht, in µs. Standard 1,5 µs: Größenordnung der MPI-Latenz des Aries-Netzwerks von Cray (Piz Daint).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network bandwidth B</source>
        <translation>Netzwerk­bandbreite B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth B per network link, in GB/s. Default 10 GB/s: order of the injection bandwidth of an Aries node.</source>
        <translation>Bandbreite B pro Netzwerkverbindung, in GB/s. Standard 10 GB/s: Größenordnung der Injektionsbandbreite eines Aries-Knotens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Message size V</source>
        <translation>Nachrichten­größe V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes V each unit exchanges per step (e.g. gradients or a panel), in bytes. Default 1 MB: an assumption.</source>
        <translation>Bytes V, die jede Einheit pro Schritt austauscht (z. B. Gradienten oder ein Panel), in Bytes. Standard 1 MB: eine Annahme.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Barrier cost per level s</source>
        <translation>Barrierekosten pro Ebene s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost s of one level of a tree barrier, in µs; T_sync = s·⌈log₂N⌉. Default 1 µs: an assumption of the order of the network latency.</source>
        <translation>Kosten s einer Ebene einer Baum-Barriere, in µs; T_sync = s·⌈log₂N⌉. Standard 1 µs: eine Annahme in der Größenordnung der Netzwerklatenz.</translation>
    </message>
    <message>
        <location filename="../../model/roofline/roofline_parameters.cpp" line="+13"/>
        <source>Roofline: custom machine</source>
        <translation>Roofline: eigene Maschine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom peak</source>
        <translation>Eigene Spitze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The compute roof of the Roofline view&apos;s custom machine, in operations per second as your kernels count them. Starts at the CPU baseline&apos;s FP32 peak (2× EPYC 7742, AMD specification). Also the peak of a measured machine whose file has bandwidths only (likwid-bench&apos;s copy or triad).</source>
        <translation>Das Rechendach der eigenen Maschine der Roofline-Ansicht, in Operationen pro Sekunde, wie Ihre Kernels sie zählen. Beginnt bei der FP32-Spitze der CPU-Basis (2× EPYC 7742, AMD-Spezifikation). Auch die Spitze einer gemessenen Maschine, deren Datei nur Bandbreiten enthält (copy oder triad von likwid-bench).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Custom memory bandwidth</source>
        <translation>Eigene Speicherbandbreite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory roof of the custom machine. Starts at the CPU baseline&apos;s 266 GB/s, 65 % of the 409.6 GB/s of 2× EPYC 7742 (an assumption, as there).</source>
        <translation>Das Speicherdach der eigenen Maschine. Beginnt bei den 266 GB/s der CPU-Basis, 65 % der 409,6 GB/s von 2× EPYC 7742 (eine Annahme, wie dort).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Custom link</source>
        <translation>Eigene Verbindung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A communication roof of the custom machine: a host link or a network, its intensity counted per byte that crosses it. 0 draws none.</source>
        <translation>Ein Kommunikationsdach der eigenen Maschine: eine Host-Verbindung oder ein Netz, die Intensität pro Byte gezählt, das es überquert. 0 zeichnet keines.</translation>
    </message>
</context>
<context>
    <name>PimCalibration</name>
    <message>
        <location filename="../../model/pim/pim_calibration.cpp" line="+89"/>
        <source>Criteo, LR, 2048 DPUs, weak scaling (196,608 samples per DPU), 1 epoch; b = 2048 (MA-SGD, ADMM), B = 262,144 (GA-SGD)</source>
        <translation>Criteo, LR, 2048 DPUs, schwache Skalierung (196.608 Samples pro DPU), 1 Epoche; b = 2048 (MA-SGD, ADMM), B = 262.144 (GA-SGD)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YFCC100M-HNfc6, MA-SGD, b = 8, 2048 DPUs, weak scaling (3,328 samples per DPU), 1 epoch</source>
        <translation>YFCC100M-HNfc6, MA-SGD, b = 8, 2048 DPUs, schwache Skalierung (3.328 Samples pro DPU), 1 Epoche</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>P, §V-A: text beside the YFCC breakdown (Fig. 4)</source>
        <translation>P, §V-A: Text neben der YFCC-Aufschlüsselung (Abb. 4)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Comm+sync with host, MA-SGD / ADMM (LR)</source>
        <translation>Komm.+Sync mit Host, MA-SGD / ADMM (LR)</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>P, §V-A: text beside the YFCC breakdown (Fig. 4), no data set named; read here as Criteo (the readings table shows YFCC too)</source>
        <translation>P, §V-A: Text neben der YFCC-Aufschlüsselung (Abb. 4), kein Datensatz genannt; hier als Criteo gelesen (die Tabelle der Lesarten zeigt auch YFCC)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>DPU compute / MRAM↔WRAM, MA-SGD, LR</source>
        <translation>DPU-Rechnen / MRAM↔WRAM, MA-SGD, LR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU compute / MRAM↔WRAM, MA-SGD, SVM</source>
        <translation>DPU-Rechnen / MRAM↔WRAM, MA-SGD, SVM</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Comm+sync with host, GA-SGD / ADMM (LR)</source>
        <translation>Komm.+Sync mit Host, GA-SGD / ADMM (LR)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host↔DPU data moved, MA-SGD / ADMM (LR)</source>
        <translation>Bewegte Host↔DPU-Daten, MA-SGD / ADMM (LR)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P, Fig. 2b</source>
        <translation>P, Abb. 2b</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Communication GA-SGD &gt; MA-SGD &gt; ADMM</source>
        <translation>Kommunikation GA-SGD &gt; MA-SGD &gt; ADMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (smallest GA/MA %3×, MA/ADMM %4×)</source>
        <translation>%1 von %2 (kleinstes GA/MA %3×, MA/ADMM %4×)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6 and Criteo, LR and SVM, 2048 DPUs, weak scaling, 1 epoch, paper batches</source>
        <translation>YFCC100M-HNfc6 und Criteo, LR und SVM, 2048 DPUs, schwache Skalierung, 1 Epoche, Batches der Publikation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P, Figs. 2 and 4</source>
        <translation>P, Abb. 2 und 4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ADMM weak-scaling epoch flat, 256 → 2048 DPUs (≤ +10 %)</source>
        <translation>ADMM-Epoche bei schwacher Skalierung flach, 256 → 2048 DPUs (≤ +10 %)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 (largest T(2048)/T(256) = %3)</source>
        <translation>%1 von %2 (größtes T(2048)/T(256) = %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6, LR and SVM, ADMM b = 8, weak scaling</source>
        <translation>YFCC100M-HNfc6, LR und SVM, ADMM b = 8, schwache Skalierung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P, Fig. 7 (weak scaling)</source>
        <translation>P, Abb. 7 (schwache Skalierung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holds by construction: ADMM communicates once per epoch, and under weak scaling each DPU&apos;s share of the work does not change with N.</source>
        <translation>Gilt konstruktionsbedingt: ADMM kommuniziert einmal pro Epoche, und bei schwacher Skalierung ändert sich der Arbeitsanteil jeder DPU nicht mit N.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Strong-scaling speed-up 256 → 2048, YFCC</source>
        <translation>Beschleunigung bei starker Skalierung 256 → 2048, YFCC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M-HNfc6, LR, MA-SGD b = 8, strong scaling (851,968 samples), 256 → 2048 DPUs</source>
        <translation>YFCC100M-HNfc6, LR, MA-SGD b = 8, starke Skalierung (851.968 Samples), 256 → 2048 DPUs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strong-scaling speed-up 256 → 2048, Criteo</source>
        <translation>Beschleunigung bei starker Skalierung 256 → 2048, Criteo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criteo, LR, ADMM b = 2048, strong scaling (50,331,648 samples), 256 → 2048 DPUs</source>
        <translation>Criteo, LR, ADMM b = 2048, starke Skalierung (50.331.648 Samples), 256 → 2048 DPUs</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holds for any time that does not shrink with N (host averaging, per-call costs), and the assumed rank-bandwidth exponent γ was chosen with it in view: how far below 8× depends on γ (PIM breakdown, tab Scaling over N).</source>
        <translation>Gilt für jede Zeit, die mit N nicht schrumpft (Mittelung auf dem Host, Kosten pro Aufruf), und der angenommene Rank-Bandbreitenexponent γ wurde mit Blick darauf gewählt: Wie weit der Wert unter 8× bleibt, hängt von γ ab (PIM-Aufschlüsselung, Tab Skalierung über N).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P, abstract and §V (scalability)</source>
        <translation>P, Abstract und §V (Skalierbarkeit)</translation>
    </message>
</context>
<context>
    <name>PimLabels</name>
    <message>
        <location filename="../../views/pim/pim_labels.cpp" line="+24"/>
        <source>PIM compute</source>
        <translation>PIM-Rechnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MRAM↔WRAM</source>
        <translation>MRAM↔WRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU→DPU</source>
        <translation>CPU→DPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU→CPU</source>
        <translation>DPU→CPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host sync</source>
        <translation>Host-Synchronisation</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DPU instructions: dot products, sigmoid, gradient updates</source>
        <translation>DPU-Befehle: Skalarprodukte, Sigmoid, Gradienten-Updates</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DMA between each DPU&apos;s 64 MB MRAM bank and its 64 KB WRAM scratchpad</source>
        <translation>DMA zwischen der 64-MB-MRAM-Bank jeder DPU und ihrem 64-KB-WRAM-Scratchpad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host pushes models (and ADMM&apos;s u−z) to every DPU</source>
        <translation>Host pusht Modelle (und bei ADMM u−z) an jede DPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host pulls models or gradients from every DPU</source>
        <translation>Host holt Modelle oder Gradienten von jeder DPU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host CPU averages or sums the N copies and updates the model</source>
        <translation>Host-CPU mittelt oder summiert die N Kopien und aktualisiert das Modell</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>SVM</source>
        <translation>SVM</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LR</source>
        <translation>LR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong scaling</source>
        <translation>starke Skalierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak scaling</source>
        <translation>schwache Skalierung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 epoch</source>
        <translation>1 Epoche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 epochs</source>
        <translation>%1 Epochen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time of 1 epoch (s)</source>
        <translation>Zeit für 1 Epoche (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of %1 epochs (s)</source>
        <translation>Zeit für %1 Epochen (s)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>CPU 2× EPYC 7742,
hardware bound</source>
        <translation>CPU 2× EPYC 7742,
Hardwaregrenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU A100, data resident
in HBM (hardware bound)</source>
        <translation>GPU A100, Daten resident
im HBM (Hardwaregrenze)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU A100, data streamed
over PCIe (hardware bound)</source>
        <translation>GPU A100, Daten gestreamt
über PCIe (Hardwaregrenze)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU running the same
algorithm (%1 processes)</source>
        <translation>CPU mit demselben
Algorithmus (%1 Prozesse)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU bound</source>
        <translation>CPU-Grenze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU bound (data in HBM)</source>
        <translation>GPU-Grenze (Daten im HBM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU bound (over PCIe)</source>
        <translation>GPU-Grenze (über PCIe)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU, same algorithm</source>
        <translation>CPU, gleicher Algorithmus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hardware bound = max(training-set bytes / sustained bandwidth, flops / peak). The GPU streams the training set over PCIe every epoch, as P&apos;s PyTorch code does, unless pim.gpu_data is &apos;resident&apos; and the set fits its 80 GB. The CPU running the same algorithm adds its synchronisation rounds (a tree allreduce of the model over the processes, as in the timeline model) and a framework cost per local step. P&apos;s measured CPU and GPU times are not drawn: neither the paper text we could read nor its artifact (CMU-SAFARI/PIM-Opt, code without result files) gives them as numbers.</source>
        <translation>Hardwaregrenze = max(Bytes des Trainingsdatensatzes / dauerhafte Bandbreite, Flops / Spitze). Die GPU streamt den Trainingsdatensatz in jeder Epoche über PCIe, wie es der PyTorch-Code von P tut, es sei denn, pim.gpu_data ist &apos;resident&apos; und der Datensatz passt in ihre 80 GB. Die CPU mit demselben Algorithmus fügt ihre Synchronisationsrunden hinzu (ein Baum-Allreduce des Modells über die Prozesse, wie im Zeitachsenmodell) sowie Framework-Kosten pro lokalem Schritt. Die gemessenen CPU- und GPU-Zeiten von P werden nicht gezeichnet: Weder der uns zugängliche Text der Publikation noch ihr Artefakt (CMU-SAFARI/PIM-Opt, Code ohne Ergebnisdateien) nennt sie als Zahlen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2 (PIM %3× faster)</source>
        <translation>%1 %2 (PIM %3× schneller)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 (%3× faster than PIM)</source>
        <translation>%1 %2 (%3× schneller als PIM)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest on PIM: %1 %2 · </source>
        <translation>Am schnellsten auf PIM: %1 %2 · </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU resident</source>
        <translation>GPU resident</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU streamed</source>
        <translation>GPU gestreamt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU running %1</source>
        <translation>CPU mit %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CPU&apos;s hardware bound %1 still wins</source>
        <translation>die Hardwaregrenze der CPU, %1, gewinnt trotzdem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM beats even the CPU&apos;s hardware bound %1</source>
        <translation>PIM schlägt sogar die Hardwaregrenze der CPU, %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;b&gt;What the verdicts of %1 rest on&lt;/b&gt;&lt;br&gt;Each assumed input moved alone over its whole range, the others as set:</source>
        <translation>&lt;b&gt;Worauf die Urteile von %1 beruhen&lt;/b&gt;&lt;br&gt;Jede angenommene Eingabe einzeln über ihren ganzen Bereich variiert, die übrigen wie eingestellt:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the GPU bound</source>
        <translation>die GPU-Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU running it</source>
        <translation>die CPU mit diesem Algorithmus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU&apos;s bound</source>
        <translation>die Grenze der CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;PIM beats %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;PIM schlägt %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;PIM loses to %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;PIM unterliegt %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: flips at %2 (assumed %3)</source>
        <translation>%1: kippt bei %2 (angenommen %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: holds over its whole range (assumed %2)</source>
        <translation>%1: gilt über den ganzen Bereich (angenommen %2)</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../../views/common/plot_export.cpp" line="+197"/>
        <source>%1: unknown figure format &apos;%2&apos; (use png, pdf or svg)</source>
        <translation>%1: unbekanntes Abbildungsformat &apos;%2&apos; (png, pdf oder svg verwenden)</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>ScaleScope figure</source>
        <translation>ScaleScope-Abbildung</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: could not write the figure</source>
        <translation>%1: Abbildung konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>PlotMarks</name>
    <message>
        <location filename="../../views/common/plot_marks.cpp" line="+187"/>
        <source>model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your guess</source>
        <translation>eigene Schätzung</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your guess:</source>
        <translation>eigene Schätzung:</translation>
    </message>
</context>
<context>
    <name>ProbeHelp</name>
    <message>
        <location filename="../../app/probe/probe_usage.cpp" line="+104"/>
        <source>one run at the current MPI world size (under mpirun/srun) or with --threads N</source>
        <translation>ein Lauf mit der aktuellen Anzahl der MPI-Ranks (unter mpirun/srun) oder mit --threads N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--reps rounds of every N, one row per run; starts `mpirun -np N` itself (--backend mpi)</source>
        <translation>--reps Durchgänge für jedes N, eine Zeile pro Lauf; startet `mpirun -np N` selbst (--backend mpi)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joins result files of one workload (cluster sweeps write one file per node count; with --control, the control runs in DIR are judged)</source>
        <translation>führt Ergebnisdateien einer Arbeitslast zusammen (Cluster-Messdurchläufe schreiben eine Datei pro Knotenzahl; mit --control werden die Kontrollläufe in DIR bewertet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writes the Slurm sweep (submit.sh, its jobs, README.txt) and mpirun_sweep.sh into FOLDER</source>
        <translation>schreibt den Slurm-Messdurchlauf (submit.sh, seine Jobs, README.txt) und mpirun_sweep.sh nach FOLDER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prints the kernel units that take W s here</source>
        <translation>gibt die Kernel-Einheiten aus, die hier W s dauern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this machine&apos;s empirical roofs (FP64 peak, L1 and DRAM bandwidth) as ERT&apos;s roofline.json, for ScaleScope&apos;s Roofline view</source>
        <translation>die empirischen Dächer dieses Rechners (FP64-Spitze, L1- und DRAM-Bandbreite) als roofline.json von ERT, für die Roofline-Ansicht von ScaleScope</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a kernel of fixed total work (W: seconds at N = 1); rank 0 alone runs the serial part S</source>
        <translation>ein Kernel fester Gesamtarbeit (W: Sekunden bei N = 1); Rank 0 führt den seriellen Teil S allein aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distributed training of a linear model; GA-SGD&apos;s batch is global; --weak: M samples per rank</source>
        <translation>verteiltes Training eines linearen Modells; der Batch von GA-SGD ist global; --weak: M Samples pro Rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>times collective operations on messages of these sizes (bytes, powers of two)</source>
        <translation>misst die Zeit kollektiver Operationen auf Nachrichten dieser Größen (Byte, Zweierpotenzen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>run: mpi when started by mpirun/srun, else threads; sweep: threads</source>
        <translation>run: mpi, wenn von mpirun/srun gestartet, sonst threads; sweep: threads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run with the threads backend on N threads (default 1)</source>
        <translation>mit dem Backend threads auf N Threads laufen (Standard 1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what N counts in the output (nodes: from Slurm&apos;s SLURM_JOB_NUM_NODES)</source>
        <translation>was N in der Ausgabe zählt (nodes: aus SLURM_JOB_NUM_NODES von Slurm)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>results CSV (run: default standard output)</source>
        <translation>Ergebnis-CSV (run: Standard ist die Standardausgabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also write the results as Extra-P JSON Lines</source>
        <translation>die Ergebnisse zusätzlich als JSON Lines für Extra-P schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: the N values (default 1,2,4,... up to the cores) and repetitions (default 3)</source>
        <translation>sweep: die Werte von N (Standard 1,2,4,... bis zur Kernzahl) und Wiederholungen (Standard 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: the launcher (default: mpirun from PATH)</source>
        <translation>sweep: das Startprogramm (Standard: mpirun aus PATH)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: extra launcher arguments, e.g. &quot;--mca btl self,vader&quot;</source>
        <translation>sweep: zusätzliche Argumente für das Startprogramm, z.&#xa0;B. &quot;--mca btl self,vader&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: allow N above the cores of this machine</source>
        <translation>sweep: N über der Kernzahl dieses Rechners zulassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: end a run that takes longer (default: none)</source>
        <translation>sweep: einen Lauf abbrechen, der länger dauert (Standard: kein Limit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: one machine-readable line per finished run on stdout</source>
        <translation>sweep: eine maschinenlesbare Zeile pro beendetem Lauf auf stdout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: skip the control (the kernel with no serial part at each N, which shows how much parallel speed-up this machine delivers)</source>
        <translation>sweep: die Kontrolle auslassen (den Kernel ohne seriellen Teil bei jedem N, der zeigt, wie viel parallele Beschleunigung dieser Rechner liefert)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thread counts (default 1,2,4,... up to the cores); the roof is the best of them</source>
        <translation>Threadzahlen (Standard 1,2,4,... bis zur Kernzahl); das Dach ist der beste Wert davon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>how long each kernel runs at each thread count (default 0.3)</source>
        <translation>wie lange jeder Kernel bei jeder Threadzahl läuft (Standard 0.3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the DRAM triad&apos;s working set, three arrays together (default 256; make it several times the last-level cache)</source>
        <translation>die Arbeitsmenge der DRAM-Triad, alle drei Arrays zusammen (Standard 256; ein Mehrfaches des Last-Level-Caches wählen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>node counts, one Slurm job each (default 1,2,4,8)</source>
        <translation>Knotenzahlen, je ein Slurm-Job (Standard 1,2,4,8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks on every node (default 1); several values: N counts ranks</source>
        <translation>Ranks auf jedem Knoten (Standard 1); mehrere Werte: N zählt Ranks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repetitions in every job (default 3)</source>
        <translation>Wiederholungen in jedem Job (Standard 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbatch --time of each job (default 00:30:00)</source>
        <translation>sbatch --time jedes Jobs (Standard 00:30:00)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbatch --partition, --account (default: none given)</source>
        <translation>sbatch --partition, --account (Standard: nicht angegeben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun&apos;s MPI plugin (auto: pmix, else pmi2, as offered)</source>
        <translation>MPI-Plugin von srun (auto: pmix, sonst pmi2, je nach Angebot)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the probe on the nodes (default scalescope-probe, from PATH)</source>
        <translation>das Messprogramm auf den Knoten (Standard scalescope-probe, aus PATH)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amdahl: fixed work of every run (default: calibrated once by submit.sh on the login node from --work-s)</source>
        <translation>amdahl: feste Arbeit jedes Laufs (Standard: einmal von submit.sh auf dem Login-Knoten aus --work-s kalibriert)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>scalescope-probe: measures the scaling of this machine or cluster for ScaleScope</source>
        <translation>scalescope-probe: misst die Skalierung dieses Rechners oder Clusters für ScaleScope</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Workloads:</source>
        <translation>Arbeitslasten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofs (roofs):</source>
        <translation>Dächer (roofs):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster scripts (cluster-script):</source>
        <translation>Cluster-Skripte (cluster-script):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Output: CSV with a provenance header (# host, cpu, cores, mpi, date, command), columns series,scaling,n,unit,time_s,rep and the workload&apos;s own (train: op,compute_s,push_s,pull_s,update_s,...; allreduce: op,bytes,...).</source>
        <translation>Ausgabe: CSV mit einem Herkunftskopf (# host, cpu, cores, mpi, date, command), den Spalten series,scaling,n,unit,time_s,rep und denen der jeweiligen Arbeitslast (train: op,compute_s,push_s,pull_s,update_s,...; allreduce: op,bytes,...).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exit status: 0 ok, 2 bad arguments, 3 bad input file, 4 output not writable, 5 a run failed (what was measured before is kept).</source>
        <translation>Exit-Status: 0 ok, 2 ungültige Argumente, 3 ungültige Eingabedatei, 4 Ausgabe nicht schreibbar, 5 ein Lauf ist fehlgeschlagen (bis dahin Gemessenes bleibt erhalten).</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/cli/startup.cpp" line="+157"/>
        <source>Could not open the requested scenario:
%1

Starting with the default scenario instead.</source>
        <translation>Das angeforderte Szenario konnte nicht geöffnet werden:
%1

Stattdessen wird mit dem Standardszenario begonnen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1

Starting with the default scenario instead.</source>
        <translation>%1

Stattdessen wird mit dem Standardszenario begonnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Could not load the data file:
%1</source>
        <translation>Die Datendatei konnte nicht geladen werden:
%1</translation>
    </message>
    <message>
        <location filename="../../app/data/dataset_loader.cpp" line="+228"/>
        <source>%1: %2 file(s) not read (no reader recognises them): %3</source>
        <translation>%1: %2 Datei(en) nicht gelesen (kein Leser erkennt sie): %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected result files in this folder (in a format ScaleScope reads), found none</source>
        <translation>%1: In diesem Ordner wurden Ergebnisdateien erwartet (in einem Format, das ScaleScope liest), aber keine gefunden</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>shipped datasets not found (looked next to the program; set SCALESCOPE_DATASETS to the datasets folder)</source>
        <translation>mitgelieferte Datensätze nicht gefunden (neben dem Programm gesucht; SCALESCOPE_DATASETS auf den Ordner der Datensätze setzen)</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: no series named &apos;%2&apos;; it has %3: %4</source>
        <translation>%1: keine Messreihe namens &apos;%2&apos;; vorhanden sind %3: %4</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1: %2 series (%3); --series names none of them</source>
        <translation>%1: %2 Messreihen (%3); --series nennt keine davon</translation>
    </message>
    <message>
        <location filename="../../app/document/active_series.cpp" line="+42"/>
        <source>%1: the active series &apos;%2&apos; (of %3) is not in the loaded data</source>
        <translation>%1: Die aktive Messreihe &apos;%2&apos; (aus %3) ist nicht in den geladenen Daten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the active series &apos;%2&apos; (of %3) is not in the loaded data; &apos;%4&apos; is shown instead</source>
        <translation>%1: Die aktive Messreihe &apos;%2&apos; (aus %3) ist nicht in den geladenen Daten; stattdessen wird &apos;%4&apos; angezeigt</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: the run excluded from the fit, %2, is not in the loaded data: its exclusion is dropped</source>
        <translation>%1: Der von der Anpassung ausgeschlossene Lauf, %2, ist nicht in den geladenen Daten: Sein Ausschluss entfällt</translation>
    </message>
    <message>
        <location filename="../../app/document/document.cpp" line="+33"/>
        <source>Set %1 to %2</source>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <location filename="../../app/document/presets.cpp" line="+44"/>
        <source>preset %1: %2</source>
        <translation>Vorlage %1: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rhyner et al. (PACT 2024) configuration: %1</source>
        <translation>Konfiguration von Rhyner et al. (PACT 2024): %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PIM run: %1, %2, %3 (batch %4), %5 scaling</source>
        <translation>PIM-Lauf: %1, %2, %3 (Batch %4), Skalierung: %5</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--preset %1: no such preset (known: %2)</source>
        <translation>--preset %1: keine solche Vorlage (bekannt: %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preset %1</source>
        <translation>Vorlage %1</translation>
    </message>
    <message>
        <location filename="../../app/document/scenario_file.cpp" line="+23"/>
        <source>expected one of the choice names (a string), got a number</source>
        <translation>einer der Auswahlnamen (eine Zeichenkette) erwartet, Zahl erhalten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a number or a string</source>
        <translation>Zahl oder Zeichenkette erwartet</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>expected a file path (string) or an object with &quot;path&quot;</source>
        <translation>Dateipfad (Zeichenkette) oder Objekt mit &quot;path&quot; erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>path: expected a file path (string)</source>
        <translation>path: Dateipfad (Zeichenkette) erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>series: expected an array of names</source>
        <translation>series: Array von Namen erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series: expected names (strings)</source>
        <translation>series: Namen (Zeichenketten) erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>n: expected a parameter name (string)</source>
        <translation>n: Parametername (Zeichenkette) erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed: expected an object name → number</source>
        <translation>fixed: Objekt Name → Zahl erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed.%1: expected a number</source>
        <translation>fixed.%1: Zahl erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scaling: expected an object series → &quot;strong&quot; or &quot;weak&quot;</source>
        <translation>scaling: Objekt Messreihe → &quot;strong&quot; oder &quot;weak&quot; erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scaling.%1: expected &quot;strong&quot; or &quot;weak&quot;</source>
        <translation>scaling.%1: &quot;strong&quot; oder &quot;weak&quot; erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>processes: expected a whole number from 1 to 1e12</source>
        <translation>processes: ganze Zahl von 1 bis 1e12 erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>columns: expected an object column → role</source>
        <translation>columns: Objekt Spalte → Rolle erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>columns.%1: expected one of %2</source>
        <translation>columns.%1: einer von %2 erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>provenance: expected an object</source>
        <translation>provenance: Objekt erwartet</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>expected an object with &quot;series&quot;, &quot;n&quot; and &quot;time_s&quot;</source>
        <translation>Objekt mit &quot;series&quot;, &quot;n&quot; und &quot;time_s&quot; erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>series: expected the series&apos; name (string)</source>
        <translation>series: Name der Messreihe (Zeichenkette) erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file: expected a file name (string)</source>
        <translation>file: Dateiname (Zeichenkette) erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n: expected a number ≥ 1</source>
        <translation>n: Zahl ≥ 1 erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time_s: expected a time in seconds &gt; 0</source>
        <translation>time_s: Zeit in Sekunden &gt; 0 erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>occurrence: expected a whole number ≥ 0</source>
        <translation>occurrence: ganze Zahl ≥ 0 erwartet</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>line %1 (byte %2): invalid JSON: %3</source>
        <translation>Zeile %1 (Byte %2): ungültiges JSON: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a JSON object at the top level</source>
        <translation>JSON-Objekt auf oberster Ebene erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>version: expected an integer format version</source>
        <translation>version: ganzzahlige Formatversion erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>version: format %1 is newer than this ScaleScope reads (%2); please update ScaleScope</source>
        <translation>version: Format %1 ist neuer als das, was dieses ScaleScope liest (%2); bitte ScaleScope aktualisieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>version: %1 is not a valid format version</source>
        <translation>version: %1 ist keine gültige Formatversion</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parameters: expected an object mapping parameter ids to values</source>
        <translation>parameters: Objekt erwartet, das Parameter-IDs auf Werte abbildet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: parameters.%2: unknown parameter ignored</source>
        <translation>%1: parameters.%2: unbekannter Parameter ignoriert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>datasets: expected an array of file paths</source>
        <translation>datasets: Array von Dateipfaden erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>datasets[%1]: %2</source>
        <translation>datasets[%1]: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>active_series: expected an object with the series&apos; &quot;name&quot;</source>
        <translation>active_series: Objekt mit dem &quot;name&quot; der Messreihe erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>active_series.file: expected a file name (string)</source>
        <translation>active_series.file: Dateiname (Zeichenkette) erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fit_excluded_runs: expected an array</source>
        <translation>fit_excluded_runs: Array erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fit_excluded_runs[%1]: %2</source>
        <translation>fit_excluded_runs[%1]: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hidden_series: expected a list of {&quot;name&quot;, &quot;file&quot;} objects</source>
        <translation>hidden_series: Liste von {&quot;name&quot;, &quot;file&quot;}-Objekten erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hidden_series[%1]: expected an object with the series&apos; &quot;name&quot; and &quot;file&quot; (strings)</source>
        <translation>hidden_series[%1]: Objekt mit &quot;name&quot; und &quot;file&quot; der Messreihe (Zeichenketten) erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>views: expected an object</source>
        <translation>views: Objekt erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2: unknown key ignored</source>
        <translation>%1: %2: unbekannter Schlüssel ignoriert</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot open: %2</source>
        <translation>%1: kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: file too large for a scenario (%2 bytes)</source>
        <translation>%1: Datei zu groß für ein Szenario (%2 Bytes)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: its data file %2 could not be loaded, so the scenario was not opened (its series come from that file; move the file back or edit the scenario&apos;s &quot;datasets&quot;):
%3</source>
        <translation>%1: Die zugehörige Datendatei %2 konnte nicht geladen werden, daher wurde das Szenario nicht geöffnet (seine Messreihen stammen aus dieser Datei; die Datei zurückverschieben oder &quot;datasets&quot; im Szenario bearbeiten):
%3</translation>
    </message>
    <message>
        <location line="+51"/>
        <location filename="../../app/imports/data_export.cpp" line="+46"/>
        <source>%1: cannot write: %2</source>
        <translation>%1: kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/imports/data_export.cpp" line="+3"/>
        <source>%1: write failed: %2</source>
        <translation>%1: Schreiben fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../../app/imports/data_export.cpp" line="-19"/>
        <source>no measured series with times to export</source>
        <translation>keine Messreihen mit Zeiten zum Exportieren</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>There are no measured series with times to export.</source>
        <translation>Es gibt keine Messreihen mit Zeiten zum Exportieren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All measured series (%1)</source>
        <translation>Alle Messreihen (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series to write as Extra-P JSON Lines:</source>
        <translation>Als Extra-P JSON Lines zu schreibende Messreihen:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export data as Extra-P JSON Lines</source>
        <translation>Daten als Extra-P JSON Lines exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra-P JSON Lines (*.jsonl);;All files (*)</source>
        <translation>Extra-P JSON Lines (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../app/imports/import_dialog.cpp" line="+41"/>
        <source>format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../views/common/source_tooltip.cpp" line="+14"/>
        <source>ScaleScope CSV</source>
        <translation>ScaleScope-CSV</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read: %1</source>
        <translation>nicht gelesen: %1</translation>
    </message>
    <message>
        <location filename="../../app/imports/network_fit_dialog.cpp" line="+59"/>
        <source>R² = %1 &lt; %2: the line explains too little of the times to be a network (a busy machine?)</source>
        <translation>R² = %1 &lt; %2: Die Gerade erklärt zu wenig von den Zeiten, um ein Netzwerk zu beschreiben (ausgelastete Maschine?)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the fitted latency is not positive: these data do not support a latency (too few small messages?)</source>
        <translation>die angepasste Latenz ist nicht positiv: Diese Daten stützen keine Latenz (zu wenige kleine Nachrichten?)</translation>
    </message>
    <message>
        <location filename="../../app/lessons/handout_export.cpp" line="-132"/>
        <source>&lt;p&gt;Your prediction: ______________ %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eigene Vorhersage: ______________ %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Your estimate of %1: ______________ %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eigene Schätzung von %1: ______________ %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — Schritt %2 von %3</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Answers (%1 of %2)</source>
        <translation>Antworten (%1 von %2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;Step %1: %2&lt;/b&gt;&lt;br&gt;%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schritt %1: %2&lt;/b&gt;&lt;br&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The model: &lt;b&gt;%1&lt;/b&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Modell: &lt;b&gt;%1&lt;/b&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (accepted: %1)</source>
        <translation> (akzeptiert: %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The model cannot answer here: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Modell kann hier nicht antworten: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/lessons/handout_figures.cpp" line="+49"/>
        <source>Predict first: this step&apos;s figure shows the answer; it is printed with the answers at the end.</source>
        <translation>Zuerst vorhersagen: Die Abbildung dieses Schritts zeigt die Antwort; sie wird mit den Antworten am Ende gedruckt.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the %1 figure needs an X server (VTK renders through GLX): its figures are left out; run under xvfb-run -a</source>
        <translation>die %1-Abbildung braucht einen X-Server (VTK rendert über GLX): Die Abbildungen dieser Ansicht werden ausgelassen; mit xvfb-run -a ausführen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not drawn (no X server).</source>
        <translation>%1: nicht gezeichnet (kein X-Server).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure for %1.</source>
        <translation>Keine Abbildung für %1.</translation>
    </message>
    <message>
        <location filename="../../app/lessons/lesson_library.cpp" line="+74"/>
        <source>%1: no such lesson (known: %2; or give a %3 file)</source>
        <translation>%1: keine solche Lektion (bekannt: %2; oder eine %3-Datei angeben)</translation>
    </message>
    <message>
        <location filename="../../app/lessons/window_stage.cpp" line="+186"/>
        <source>Predict first.
This view shows the answer once you have given yours.</source>
        <translation>Zuerst vorhersagen.
Diese Ansicht zeigt die Antwort, sobald die eigene gegeben ist.</translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="+124"/>
        <location line="+6"/>
        <source>ScaleScope</source>
        <translation>ScaleScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope did not shut down cleanly last time. Restore the unsaved scenario?</source>
        <translation>ScaleScope wurde beim letzten Mal nicht sauber beendet. Das ungespeicherte Szenario wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../../views/common/source_tooltip.cpp" line="-2"/>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tool: %1</source>
        <translation>Werkzeug: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date: %1</source>
        <translation>Datum: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <location filename="../../views/scaling/data_table_view.cpp" line="+70"/>
        <source>Valid: drawn and fitted</source>
        <translation>Gültig: gezeichnet und angepasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not used: %1</source>
        <translation>Nicht verwendet: %1</translation>
    </message>
    <message>
        <location filename="../../views/scaling/scaling_curves_tab.cpp" line="+43"/>
        <source>Parallel efficiency E = S/N</source>
        <translation>Parallele Effizienz E = S/N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payload P = N·P₁·E (TFlop/s)</source>
        <translation>Nutzleistung P = N·P₁·E (TFlop/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed-up S(N)</source>
        <translation>Beschleunigung S(N)</translation>
    </message>
    <message>
        <location filename="../../views/scaling/fit_text.cpp" line="+36"/>
        <source> (at its bound)</source>
        <translation> (an der Grenze)</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <location filename="../../app/data/dataset_loader.cpp" line="-375"/>
        <location line="+340"/>
        <location filename="../../model/data/text_input.h" line="+27"/>
        <source>a data file</source>
        <translation>eine Datendatei</translation>
    </message>
    <message>
        <location filename="../../model/data/csv_table.cpp" line="+119"/>
        <source>expected a closing quote for the field that opens here</source>
        <translation>schließendes Anführungszeichen für das hier beginnende Feld erwartet</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected &apos;%1&apos; or the end of the line after a closing quote, found %2</source>
        <translation>nach einem schließenden Anführungszeichen &apos;%1&apos; oder das Zeilenende erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>expected a number, found an empty field</source>
        <translation>Zahl erwartet, gefunden: ein leeres Feld</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a number with one decimal separator, found %1</source>
        <translation>Zahl mit einem Dezimaltrennzeichen erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a number within the range of a double (magnitude 2.2e-308 to 1.8e308), found %1</source>
        <translation>Zahl im Wertebereich eines double (Betrag 2,2e-308 bis 1,8e308) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/data/extrap_json_lines.cpp" line="+80"/>
        <location filename="../../model/data/json_reader.cpp" line="+227"/>
        <source>expected a number, found %1</source>
        <translation>Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a finite number, found %1</source>
        <translation>endliche Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a column named %1; found columns: %2</source>
        <translation>Spalte namens %1 erwartet; vorhandene Spalten: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>column &apos;%1&apos;: %2</source>
        <translation>Spalte &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../model/data/roofline_kernels.cpp" line="+25"/>
        <source>expected a positive value in %1, found %2</source>
        <translation>positiver Wert in %1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected UTF-8 text, found a UTF-16 byte-order mark (save the file as UTF-8 CSV)</source>
        <translation>UTF-8-Text erwartet, gefunden: eine UTF-16-Bytereihenfolgemarke (die Datei als UTF-8-CSV speichern)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a header line, the file is empty</source>
        <translation>Kopfzeile erwartet, die Datei ist leer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a header line, the file has only comments and blank lines</source>
        <translation>Kopfzeile erwartet, die Datei enthält nur Kommentare und Leerzeilen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected unique column names, &apos;%1&apos; is also column %2</source>
        <translation>eindeutige Spaltennamen erwartet, &apos;%1&apos; ist auch Spalte %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected %1 fields as in the header (line %2), found %3</source>
        <translation>%1 Felder wie in der Kopfzeile (Zeile %2) erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../model/data/measurements.cpp" line="+324"/>
        <source>a CSV file</source>
        <translation>eine CSV-Datei</translation>
    </message>
    <message>
        <location filename="../../model/data/format_registry.cpp" line="+178"/>
        <source>expected a measurement file ScaleScope reads: %1</source>
        <translation>eine Messdatei erwartet, die ScaleScope liest: %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a system description</source>
        <translation>eine Systembeschreibung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>holds no measurements to import (its format: %1)</source>
        <translation>enthält keine Messungen zum Importieren (ihr Format: %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a measurement file</source>
        <translation>eine Messdatei</translation>
    </message>
    <message>
        <location filename="../../model/data/measurement_columns.cpp" line="+93"/>
        <source>column &apos;%1&apos; is given as %2 but the file has no such column; found columns: %3</source>
        <translation>Spalte &apos;%1&apos; ist als %2 angegeben, aber die Datei hat keine solche Spalte; vorhandene Spalten: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>column &apos;%1&apos;: unknown role &apos;%2&apos;</source>
        <translation>Spalte &apos;%1&apos;: unbekannte Rolle &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both given as %3</source>
        <translation>die Spalten &apos;%1&apos; und &apos;%2&apos; sind beide als %3 angegeben</translation>
    </message>
    <message>
        <location filename="../../model/data/measurements.cpp" line="-290"/>
        <source>processing units</source>
        <translation>Recheneinheiten</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected %1 between %2 and %3, found %4</source>
        <translation>%1 zwischen %2 und %3 erwartet, gefunden: %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected %1 between %2 and %3 %4, found %5 %4</source>
        <translation>%1 zwischen %2 und %3 %4 erwartet, gefunden: %5 %4</translation>
    </message>
    <message>
        <location filename="../../model/data/latency_rows.cpp" line="+18"/>
        <source>expected %1 numbers (as the column titles), found %2 fields</source>
        <translation>%1 Zahlen erwartet (wie die Spaltentitel), gefunden: %2 Felder</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected the column titles to name the message size and the %1 among the %2 columns</source>
        <translation>erwartet, dass die Spaltentitel unter den %2 Spalten die Nachrichtengröße und die %1 nennen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a message size in bytes, found %1</source>
        <translation>Nachrichtengröße in Byte erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../model/data/likwid_bench.cpp" line="+117"/>
        <location line="+35"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../model/data/measurements.cpp" line="+17"/>
        <source>expected a positive %1, found %2</source>
        <translation>%1: positiver Wert erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../../model/data/measurements.cpp" line="+16"/>
        <source>expected a repetition number 0, 1, 2, ..., found %1</source>
        <translation>Wiederholungsnummer 0, 1, 2, … erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected a time between 0 and 1e15 s, found %1</source>
        <translation>Zeit zwischen 0 und 1e15 s erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected N ≥ 1 processing units, found %1</source>
        <translation>N ≥ 1 Recheneinheiten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../model/data/latency_rows.h" line="+24"/>
        <location filename="../../model/data/measurements.cpp" line="+4"/>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../../model/data/measurements.cpp" line="+5"/>
        <source>a time</source>
        <translation>eine Zeit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a speed-up</source>
        <translation>eine Beschleunigung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an efficiency in (0, 1], found %1 (write a percentage as a fraction: 0.85 for 85 %)</source>
        <translation>Effizienz in (0, 1] erwartet, gefunden: %1 (einen Prozentwert als Bruch schreiben: 0,85 für 85 %)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an efficiency in (0, 1], found %1</source>
        <translation>Effizienz in (0, 1] erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an efficiency</source>
        <translation>eine Effizienz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax in TFlop/s</source>
        <translation>Rmax in TFlop/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax</source>
        <translation>Rmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rpeak in TFlop/s</source>
        <translation>Rpeak in TFlop/s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rpeak</source>
        <translation>Rpeak</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected Rmax ≤ Rpeak (efficiency at most 1), found %1 &gt; %2</source>
        <translation>Rmax ≤ Rpeak erwartet (Effizienz höchstens 1), gefunden: %1 &gt; %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>peak of one unit in GFlop/s</source>
        <translation>Spitzenleistung einer Einheit in GFlop/s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the peak of one unit</source>
        <translation>die Spitzenleistung einer Einheit</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a measured value in this row (time, speed-up, efficiency, or Rmax with Rpeak), found only empty fields</source>
        <translation>ein Messwert in dieser Zeile erwartet (Zeit, Beschleunigung, Effizienz oder Rmax mit Rpeak), gefunden: nur leere Felder</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &apos;strong&apos;, &apos;weak&apos; or an empty field, found %1</source>
        <translation>&apos;strong&apos;, &apos;weak&apos; oder ein leeres Feld erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a message size between 0 and 1e15 bytes, found %1</source>
        <translation>Nachrichtengröße zwischen 0 und 1e15 Byte erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a column for N (n, processors, cores or nodes)</source>
        <translation>eine Spalte für N (n, processors, cores oder nodes)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a measured column (time, time_s, seconds or time_ms; speedup; efficiency; or rmax with rpeak)</source>
        <translation>eine Messspalte (time, time_s, seconds oder time_ms; speedup; efficiency; oder rmax mit rpeak)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected %1; found columns: %2 (File ▸ Import data lets you say which column is which)</source>
        <translation>%1 erwartet; vorhandene Spalten: %2 (unter Datei ▸ Daten importieren lässt sich angeben, welche Spalte was ist)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected %1; found columns: %2</source>
        <translation>%1 erwartet; vorhandene Spalten: %2</translation>
    </message>
    <message>
        <location filename="../../model/data/hpl_mxp.cpp" line="+26"/>
        <source>expected a list edition written YYYY-MM (e.g. 2020-06), found %1</source>
        <translation>Listenausgabe im Format YYYY-MM (z. B. 2020-06) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../model/data/top500.cpp" line="-170"/>
        <source>expected a system name, found an empty field</source>
        <translation>Systemname erwartet, gefunden: ein leeres Feld</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a low-precision to FP64 peak ratio between 1 and 1000, found %1</source>
        <translation>Verhältnis der Spitzenleistung niedriger Genauigkeit zu FP64 zwischen 1 und 1000 erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../model/data/measurements.cpp" line="+8"/>
        <location filename="../../model/data/top500.cpp" line="+134"/>
        <source>expected at least one data row after the header</source>
        <translation>mindestens eine Datenzeile nach der Kopfzeile erwartet</translation>
    </message>
    <message>
        <location filename="../../model/data/text_input.cpp" line="+69"/>
        <source>expected text, found a NUL byte (is this a binary file?)</source>
        <translation>Text erwartet, gefunden: ein NUL-Byte (ist das eine Binärdatei?)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected text, found the control byte %1 (is this a binary file?)</source>
        <translation>Text erwartet, gefunden: das Steuerbyte %1 (ist das eine Binärdatei?)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected UTF-8 text, found bytes that are not valid UTF-8</source>
        <translation>UTF-8-Text erwartet, gefunden: Bytes, die kein gültiges UTF-8 sind</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected %1, found a directory</source>
        <translation>%1 erwartet, gefunden: ein Verzeichnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file has %1 bytes, more than the limit of %2 bytes; it was not read</source>
        <translation>die Datei hat %1 Byte, mehr als die Grenze von %2 Byte; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot open the file for reading (%1)</source>
        <translation>die Datei lässt sich nicht zum Lesen öffnen (%1)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file has more than the limit of %1 bytes; it was not read</source>
        <translation>die Datei hat mehr als die Grenze von %1 Byte; sie wurde nicht gelesen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>reading the file failed</source>
        <translation>das Lesen der Datei ist fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected UTF-8 text, found a UTF-16 byte-order mark (save the file as UTF-8)</source>
        <translation>UTF-8-Text erwartet, gefunden: eine UTF-16-Bytereihenfolgemarke (die Datei als UTF-8 speichern)</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lecture_file.cpp" line="+11"/>
        <source>a lecture file</source>
        <translation>eine Vorlesungsdatei</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_reader.cpp" line="+14"/>
        <source>a lesson file</source>
        <translation>eine Lektionsdatei</translation>
    </message>
    <message>
        <location filename="../../model/data/amdahl_terse.cpp" line="+35"/>
        <source>expected amdahl --terse output: an object with &quot;execution_time&quot; and &quot;nproc&quot;</source>
        <translation>Ausgabe von amdahl --terse erwartet: ein Objekt mit &quot;execution_time&quot; und &quot;nproc&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/data/google_benchmark.cpp" line="+142"/>
        <source>%1: expected a time between 1e-15 and 1e15 s</source>
        <translation>%1: Zeit zwischen 1e-15 und 1e15 s erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../model/data/google_benchmark.cpp" line="-23"/>
        <location filename="../../model/data/mlperf_result.cpp" line="+292"/>
        <source>%1: expected a whole number ≥ 1</source>
        <translation>%1: ganze Zahl ≥ 1 erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a number in (0, 1]</source>
        <translation>%1: Zahl in (0, 1] erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the program&apos;s parallel proportion is %1 (a fit of Amdahl&apos;s law should find α ≈ %1)</source>
        <translation>der parallele Anteil des Programms ist %1 (eine Anpassung des Amdahlschen Gesetzes sollte α ≈ %1 finden)</translation>
    </message>
    <message>
        <location filename="../../model/data/ert_roofline.cpp" line="+30"/>
        <source>%1.data: expected an array of [name, %2] pairs</source>
        <translation>%1.data: Array von Paaren [Name, %2] erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a pair [name, %2]</source>
        <translation>%1: Paar [Name, %2] erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1[0]: expected a name, found &quot;&quot;</source>
        <translation>%1[0]: Name erwartet, gefunden: &quot;&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1[0]: %2 is named twice (first on line %3)</source>
        <translation>%1[0]: %2 kommt zweimal vor (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1[1]: expected a rate in %2 above 0 and at most %3, found %4</source>
        <translation>%1[1]: Rate in %2 über 0 und höchstens %3 erwartet, gefunden: %4</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected ERT&apos;s roofline.json: one object with &quot;empirical&quot;</source>
        <translation>roofline.json von ERT erwartet: ein Objekt mit &quot;empirical&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empirical: expected an object with &quot;gflops&quot; and &quot;gbytes&quot;</source>
        <translation>empirical: Objekt mit &quot;gflops&quot; und &quot;gbytes&quot; erwartet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: expected an object with &quot;data&quot;</source>
        <translation>%1: Objekt mit &quot;data&quot; erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.data: expected at least one measured roof</source>
        <translation>%1.data: mindestens ein gemessenes Dach erwartet</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_common.cpp" line="+76"/>
        <source>expected a parameter besides &apos;bytes&apos; to use as N, found none</source>
        <translation>ein Parameter außer &apos;bytes&apos; als N erwartet, gefunden: keiner</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>metric &apos;%1&apos; skipped: it is not a time</source>
        <translation>Metrik &apos;%1&apos; übersprungen: sie ist keine Zeit</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a time between 1e-15 and 1e15 s (metric &apos;%1&apos;), found %2</source>
        <translation>Zeit zwischen 1e-15 und 1e15 s erwartet (Metrik &apos;%1&apos;), gefunden: %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>metric &apos;%1&apos;: values taken as seconds (Extra-P files carry no unit)</source>
        <translation>Metrik &apos;%1&apos;: Werte als Sekunden genommen (Extra-P-Dateien enthalten keine Einheit)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a message size between 0 and 1e15 bytes (parameter &apos;%1&apos;), found %2</source>
        <translation>Nachrichtengröße zwischen 0 und 1e15 Byte erwartet (Parameter &apos;%1&apos;), gefunden: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected at least one time metric, found only no values</source>
        <translation>mindestens eine Zeitmetrik erwartet, gefunden: keine Werte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at least one time metric, found only metrics that are not times</source>
        <translation>mindestens eine Zeitmetrik erwartet, gefunden: nur Metriken, die keine Zeiten sind</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_json.cpp" line="+31"/>
        <source>expected %1 (a number), found %2</source>
        <translation>%1 (eine Zahl) erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>parameters: expected a non-empty array of parameter names</source>
        <translation>parameters: nicht leeres Array von Parameternamen erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parameters: expected a name (a string), found %1</source>
        <translation>parameters: Name (eine Zeichenkette) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>measurements: expected an object of call paths</source>
        <translation>measurements: Objekt mit Aufrufpfaden erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected an object of metrics</source>
        <translation>%1: Objekt mit Metriken erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected an array of measurements</source>
        <translation>%1: Array von Messungen erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected an object with &quot;point&quot; and &quot;values&quot;</source>
        <translation>%1: Objekt mit &quot;point&quot; und &quot;values&quot; erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected an array of %2 coordinates (one per parameter)</source>
        <translation>%1: Array von %2 Koordinaten erwartet (eine pro Parameter)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: a coordinate</source>
        <translation>%1: eine Koordinate</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected a non-empty array of values</source>
        <translation>%1: nicht leeres Array von Werten erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a value</source>
        <translation>%1: ein Wert</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: expected an array of {id, name}</source>
        <translation>%1: Array von {id, name} erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected {&quot;id&quot;: number, &quot;name&quot;: string}</source>
        <translation>%1: {&quot;id&quot;: number, &quot;name&quot;: string} erwartet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>parameters: expected at least one parameter</source>
        <translation>parameters: mindestens ein Parameter erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>coordinates: expected {&quot;id&quot;: number, &quot;parameter_value_pairs&quot;: [...]}</source>
        <translation>coordinates: {&quot;id&quot;: number, &quot;parameter_value_pairs&quot;: [...]} erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parameter_value_pairs: expected a known parameter_id and a number</source>
        <translation>parameter_value_pairs: bekannte parameter_id und eine Zahl erwartet</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>measurements: expected callpath_id, coordinate_id, metric_id and value</source>
        <translation>measurements: callpath_id, coordinate_id, metric_id und value erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>callpath_id: no call path with this id</source>
        <translation>callpath_id: kein Aufrufpfad mit dieser ID</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>metric_id: no metric with this id</source>
        <translation>metric_id: keine Metrik mit dieser ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coordinate_id: no coordinate with this id</source>
        <translation>coordinate_id: keine Koordinate mit dieser ID</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>coordinate_id: the coordinate lacks a parameter value</source>
        <translation>coordinate_id: der Koordinate fehlt ein Parameterwert</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: expected an array</source>
        <translation>%1: Array erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected one JSON object, found another value</source>
        <translation>ein JSON-Objekt erwartet, gefunden: ein weiterer Wert</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected an Extra-P JSON object with &quot;parameters&quot; and &quot;measurements&quot;</source>
        <translation>Extra-P-JSON-Objekt mit &quot;parameters&quot; und &quot;measurements&quot; erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected at least one measured value, found none</source>
        <translation>mindestens ein Messwert erwartet, gefunden: keiner</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_json_lines.cpp" line="-58"/>
        <source>params.%1: %2</source>
        <translation>params.%1: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a JSON object per line, found %1</source>
        <translation>ein JSON-Objekt pro Zeile erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;params&quot;: an object of parameter values</source>
        <translation>&quot;params&quot; erwartet: ein Objekt mit Parameterwerten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &quot;value&quot;: a number or a list of numbers</source>
        <translation>&quot;value&quot; erwartet: eine Zahl oder eine Liste von Zahlen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>params: expected parameter &apos;%1&apos; as on line %2</source>
        <translation>params: Parameter &apos;%1&apos; wie in Zeile %2 erwartet</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>params: expected the %1 parameters of line %2, found %3</source>
        <translation>params: die %1 Parameter aus Zeile %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: expected a string, found %2</source>
        <translation>%1: Zeichenkette erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>value: expected at least one number</source>
        <translation>value: mindestens eine Zahl erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>value: expected a number, found %1</source>
        <translation>value: Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected Extra-P JSON Lines records, found none</source>
        <translation>Extra-P-JSON-Lines-Datensätze erwartet, gefunden: keine</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_text.cpp" line="+40"/>
        <source>expected %1 DATA lines (one per point) for region &apos;%2&apos; from line %3, found %4</source>
        <translation>%1 DATA-Zeilen (eine pro Punkt) für die Region &apos;%2&apos; ab Zeile %3 erwartet, gefunden: %4</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a number or &apos;)&apos;, found &apos;(&apos;</source>
        <translation>Zahl oder &apos;)&apos; erwartet, gefunden: &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected &apos;(&apos; or a number, found &apos;)&apos;</source>
        <translation>&apos;(&apos; oder eine Zahl erwartet, gefunden: &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>POINTS: %1</source>
        <translation>POINTS: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected &apos;(&apos; before a point of %1 coordinates</source>
        <translation>&apos;(&apos; vor einem Punkt mit %1 Koordinaten erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected &apos;)&apos; to close the point</source>
        <translation>&apos;)&apos; zum Schließen des Punkts erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a point of 1 coordinate (one per PARAMETER), found %1</source>
        <translation>Punkt mit 1 Koordinate erwartet (eine pro PARAMETER), gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a point of %1 coordinates (one per PARAMETER), found %2</source>
        <translation>Punkt mit %1 Koordinaten erwartet (eine pro PARAMETER), gefunden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected POINTS before DATA</source>
        <translation>POINTS vor DATA erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a REGION before DATA</source>
        <translation>REGION vor DATA erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected at most %1 DATA lines (one per point) for region &apos;%2&apos;</source>
        <translation>höchstens %1 DATA-Zeilen (eine pro Punkt) für die Region &apos;%2&apos; erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected values after DATA</source>
        <translation>Werte nach DATA erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DATA: %1</source>
        <translation>DATA: %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected PARAMETER lines before POINTS</source>
        <translation>PARAMETER-Zeilen vor POINTS erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a parameter name</source>
        <translation>Parametername erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a PARAMETER line before POINTS</source>
        <translation>PARAMETER-Zeile vor POINTS erwartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected POINTS before the first DATA line</source>
        <translation>POINTS vor der ersten DATA-Zeile erwartet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a name after %1</source>
        <translation>Name nach %1 erwartet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected PARAMETER, POINTS, REGION, METRIC, DATA or a &apos;#&apos; comment, found &apos;%1&apos;</source>
        <translation>PARAMETER, POINTS, REGION, METRIC, DATA oder ein &apos;#&apos;-Kommentar erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>expected a PARAMETER line (Extra-P text)</source>
        <translation>PARAMETER-Zeile erwartet (Extra-P-Text)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected DATA lines, found none</source>
        <translation>DATA-Zeilen erwartet, gefunden: keine</translation>
    </message>
    <message>
        <location filename="../../model/data/foreign_formats.cpp" line="+37"/>
        <source>this looks like Google Benchmark CSV; ScaleScope reads its JSON (run the benchmark with --benchmark_format=json, or --benchmark_out=FILE.json --benchmark_out_format=json)</source>
        <translation>dies sieht nach CSV von Google Benchmark aus; ScaleScope liest dessen JSON-Ausgabe (führen Sie den Benchmark mit --benchmark_format=json oder mit --benchmark_out=FILE.json --benchmark_out_format=json aus)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this looks like Google Benchmark&apos;s console output; ScaleScope reads its JSON (--benchmark_out=FILE.json --benchmark_out_format=json)</source>
        <translation>dies sieht nach der Konsolenausgabe von Google Benchmark aus; ScaleScope liest dessen JSON-Ausgabe (--benchmark_out=FILE.json --benchmark_out_format=json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like hyperfine&apos;s CSV export, which keeps only statistics; ScaleScope reads every run from its JSON (hyperfine --export-json FILE.json)</source>
        <translation>dies sieht nach dem CSV-Export von hyperfine aus, der nur Statistiken enthält; ScaleScope liest jeden Lauf aus dessen JSON-Ausgabe (hyperfine --export-json FILE.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like hyperfine&apos;s Markdown export; ScaleScope reads its JSON (hyperfine --export-json FILE.json)</source>
        <translation>dies sieht nach dem Markdown-Export von hyperfine aus; ScaleScope liest dessen JSON-Ausgabe (hyperfine --export-json FILE.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like the text output of HPC Carpentry&apos;s amdahl; ScaleScope reads its JSON (run amdahl --terse, one line of JSON per run)</source>
        <translation>dies sieht nach der Textausgabe von amdahl (HPC Carpentry) aus; ScaleScope liest dessen JSON-Ausgabe (führen Sie amdahl --terse aus, eine JSON-Zeile pro Lauf)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like a JUBE result table printed for the terminal; ScaleScope reads its csv style (jube result -s csv RUN_DIR &gt; result.csv)</source>
        <translation>dies sieht nach einer für das Terminal ausgegebenen Ergebnistabelle von JUBE aus; ScaleScope liest deren csv-Stil (jube result -s csv RUN_DIR &gt; result.csv)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this looks like several result tables in one file (the header appears more than once); save each table to a file of its own</source>
        <translation>dies sieht nach mehreren Ergebnistabellen in einer Datei aus (die Kopfzeile kommt mehr als einmal vor); speichern Sie jede Tabelle in einer eigenen Datei</translation>
    </message>
    <message>
        <location filename="../../model/data/google_benchmark.cpp" line="-62"/>
        <source>expected Google Benchmark JSON: an object with a &quot;benchmarks&quot; array (--benchmark_format=json)</source>
        <translation>JSON von Google Benchmark erwartet: ein Objekt mit einem Array &quot;benchmarks&quot; (--benchmark_format=json)</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../../model/data/hyperfine.cpp" line="+88"/>
        <source>%1: expected an object</source>
        <translation>%1: Objekt erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected &quot;name&quot;: a string</source>
        <translation>%1: &quot;name&quot; erwartet: eine Zeichenkette</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: expected ns, us, ms or s, found &quot;%2&quot;</source>
        <translation>%1: ns, us, ms oder s erwartet, gefunden: &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected a positive time, found %2</source>
        <translation>%1: positive Zeit erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>only aggregates in the file (--benchmark_report_aggregates_only): one point per N, the %1 of its repetitions</source>
        <translation>nur Aggregate in der Datei (--benchmark_report_aggregates_only): ein Punkt pro N, der %1 seiner Wiederholungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 benchmark run(s) with error_occurred skipped</source>
        <translation>%1 Benchmark-Lauf/-Läufe mit error_occurred übersprungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 aggregate row(s) (mean, median, stddev, cv) not used: the repetitions themselves are</source>
        <translation>%1 Zusammenfassungszeile(n) (mean, median, stddev, cv) nicht verwendet: die Wiederholungen selbst werden es</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected at least one benchmark with a real_time, found none</source>
        <translation>mindestens ein Benchmark mit real_time erwartet, gefunden: keiner</translation>
    </message>
    <message>
        <location filename="../../model/data/hyperfine.cpp" line="-19"/>
        <source>expected hyperfine JSON: an object with a non-empty &quot;results&quot; array (hyperfine --export-json)</source>
        <translation>JSON von hyperfine erwartet: ein Objekt mit einem nicht leeren Array &quot;results&quot; (hyperfine --export-json)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: expected an object with &quot;command&quot;</source>
        <translation>%1: Objekt mit &quot;command&quot; erwartet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: expected a value (a string)</source>
        <translation>%1: Wert erwartet (eine Zeichenkette)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: expected &quot;%2&quot;, as in the other results</source>
        <translation>%1: &quot;%2&quot; erwartet, wie in den anderen Ergebnissen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a numeric parameter to use as N (hyperfine --parameter-scan threads 1 8, or --parameter-list with numbers), found %1</source>
        <translation>numerischer Parameter als N erwartet (hyperfine --parameter-scan threads 1 8 oder --parameter-list mit Zahlen), gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no parameters</source>
        <translation>keine Parameter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only parameters that are not numbers</source>
        <translation>nur Parameter, die keine Zahlen sind</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: no &quot;times&quot;; its mean is one run</source>
        <translation>%1: keine &quot;times&quot;; sein Mittelwert zählt als ein Lauf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected &quot;times&quot;: the run times</source>
        <translation>%1: &quot;times&quot; erwartet: die Laufzeiten</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/data/reframe_perflog.cpp" line="+207"/>
        <source>%1: expected a time between 1e-15 and 1e15 s, found %2</source>
        <translation>%1: Zeit zwischen 1e-15 und 1e15 s erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 run(s) exited with a non-zero code (kept: hyperfine -i ran them)</source>
        <translation>%1 Lauf/Läufe mit einem Exit-Code ungleich null beendet (behalten: hyperfine -i hat sie ausgeführt)</translation>
    </message>
    <message>
        <location filename="../../model/data/imb.cpp" line="+81"/>
        <source>expected &quot;# #processes = N&quot; with a whole N ≥ 1</source>
        <translation>&quot;# #processes = N&quot; mit einer ganzen Zahl N ≥ 1 erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected &quot;# Benchmarking NAME&quot; and &quot;# #processes = N&quot; before the column titles</source>
        <translation>&quot;# Benchmarking NAME&quot; und &quot;# #processes = N&quot; vor den Spaltentiteln erwartet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: no message sizes (a %1 table has none); skipped</source>
        <translation>%1: keine Nachrichtengrößen (eine %1-Tabelle hat keine); übersprungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a time column t_avg[usec] or t[usec]</source>
        <translation>Zeitspalte t_avg[usec] oder t[usec] erwartet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a time in usec, found &apos;%1&apos;</source>
        <translation>Zeit in usec erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected an IMB table (&quot;# Benchmarking NAME&quot;, &quot;# #processes = N&quot;, &quot;#bytes ... t_avg[usec]&quot;), found none</source>
        <translation>IMB-Tabelle erwartet (&quot;# Benchmarking NAME&quot;, &quot;# #processes = N&quot;, &quot;#bytes ... t_avg[usec]&quot;), gefunden: keine</translation>
    </message>
    <message>
        <location filename="../../model/data/imported.cpp" line="+154"/>
        <source>no series named &apos;%1&apos;; the file has %2: %3</source>
        <translation>keine Messreihe namens &apos;%1&apos;; die Datei hat %2: %3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has no parameter named &apos;%2&apos;; its parameters: %3</source>
        <translation>%1 hat keinen Parameter namens &apos;%2&apos;; seine Parameter: %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>which parameter is N? %1 has %2, none of them a count by its name: name it with --n-parameter NAME (or choose it in File ▸ Import data)</source>
        <translation>Welcher Parameter ist N? %1 hat %2, keiner davon dem Namen nach eine Anzahl: Geben Sie ihn mit --n-parameter NAME an (oder wählen Sie ihn unter Datei ▸ Daten importieren)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>series &apos;%1&apos;: the file does not say the %2 of this run; give it (the import dialog asks, or name the file …_np16…)</source>
        <translation>Messreihe &apos;%1&apos;: Die Datei nennt %2 dieses Laufs nicht; geben Sie den Wert an (der Importdialog fragt danach, oder benennen Sie die Datei …_np16…)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>series &apos;%1&apos;: expected %2 between 1 and 1e12 as N, found %3</source>
        <translation>Messreihe &apos;%1&apos;: %2 zwischen 1 und 1e12 als N erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected at least one measured run in the chosen series, found none</source>
        <translation>mindestens ein gemessener Lauf in den gewählten Messreihen erwartet, gefunden: keiner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at least one measured run in the chosen series, found none (%1)</source>
        <translation>mindestens ein gemessener Lauf in den gewählten Messreihen erwartet, gefunden: keiner (%1)</translation>
    </message>
    <message>
        <location filename="../../model/data/json_reader.cpp" line="-189"/>
        <location line="+14"/>
        <source>expected a JSON value, found %1</source>
        <translation>JSON-Wert erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>expected at most %1 nested arrays or objects</source>
        <translation>höchstens %1 verschachtelte Arrays oder Objekte erwartet</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the end of the text</source>
        <translation>das Ende des Textes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the end of the line</source>
        <translation>das Zeilenende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tab</source>
        <translation>ein Tabulator</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the control byte %1</source>
        <translation>das Steuerbyte %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bytes that are not UTF-8</source>
        <translation>Bytes, die kein UTF-8 sind</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected &apos;%1&apos;, found %2</source>
        <translation>&apos;%1&apos; erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a member name in double quotes, found %1</source>
        <translation>Elementname in doppelten Anführungszeichen erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after an object member, found %1</source>
        <translation>&apos;,&apos; oder &apos;}&apos; nach einem Objektelement erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>expected &apos;,&apos; or &apos;]&apos; after an array element, found %1</source>
        <translation>&apos;,&apos; oder &apos;]&apos; nach einem Array-Element erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected true, false or null, found %1</source>
        <translation>true, false oder null erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected a digit in a number, found %1</source>
        <translation>Ziffer in einer Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a digit after the decimal point, found %1</source>
        <translation>Ziffer nach dem Dezimalpunkt erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a digit in the exponent, found %1</source>
        <translation>Ziffer im Exponenten erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &apos;,&apos;, &apos;]&apos;, &apos;}&apos; or a blank after a number, found %1</source>
        <translation>&apos;,&apos;, &apos;]&apos;, &apos;}&apos; oder ein Leerzeichen nach einer Zahl erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a closing &apos;&quot;&apos;, found %1</source>
        <translation>schließendes &apos;&quot;&apos; erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a closing &apos;&quot;&apos; or an escaped control character in a string</source>
        <translation>schließendes &apos;&quot;&apos; oder ein maskiertes Steuerzeichen in einer Zeichenkette erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected four hexadecimal digits after \u</source>
        <translation>vier Hexadezimalziffern nach \u erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a low surrogate \uDC00…\uDFFF after a high surrogate</source>
        <translation>niedriges Surrogat \uDC00…\uDFFF nach einem hohen Surrogat erwartet</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected an escape character after &apos;\&apos;</source>
        <translation>Escape-Zeichen nach &apos;\&apos; erwartet</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected one of \&quot; \\ \/ \b \f \n \r \t \u after &apos;\&apos;, found &apos;\%1&apos;</source>
        <translation>eines von \&quot; \\ \/ \b \f \n \r \t \u nach &apos;\&apos; erwartet, gefunden: &apos;\%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a high surrogate before \u%1</source>
        <translation>hohes Surrogat vor \u%1 erwartet</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected JSON, found no value</source>
        <translation>JSON erwartet, gefunden: kein Wert</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected one JSON value per line, found a second one</source>
        <translation>ein JSON-Wert pro Zeile erwartet, gefunden: ein zweiter</translation>
    </message>
    <message>
        <location filename="../../model/data/jube_csv.cpp" line="+92"/>
        <source>expected at least one result row after the header</source>
        <translation>mindestens eine Ergebniszeile nach der Kopfzeile erwartet</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>expected a time column (runtime, time_avg, walltime[s], ...); found columns: %1</source>
        <translation>Zeitspalte erwartet (runtime, time_avg, walltime[s], …); vorhandene Spalten: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>expected a numeric column for N (nodes, tasks, threads, ...); found columns: %1</source>
        <translation>numerische Spalte für N erwartet (nodes, tasks, threads, …); vorhandene Spalten: %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a time between 1e-15 and 1e15 s, found %1</source>
        <translation>Zeit zwischen 1e-15 und 1e15 s erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>column %1: one point per row, a statistic of the runs JUBE reduced (the runs themselves are not in the table)</source>
        <translation>Spalte %1: ein Punkt pro Zeile, eine Statistik der von JUBE zusammengefassten Läufe (die Läufe selbst stehen nicht in der Tabelle)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 empty time field(s) skipped (workpackages without a match)</source>
        <translation>%1 leere(s) Zeitfeld(er) übersprungen (Workpackages ohne Treffer)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected at least one row with a time, found none</source>
        <translation>mindestens eine Zeile mit einer Zeit erwartet, gefunden: keine</translation>
    </message>
    <message>
        <location filename="../../model/data/likwid_bench.cpp" line="-61"/>
        <source>expected likwid-bench output: a line %1 before each run, found none</source>
        <translation>Ausgabe von likwid-bench erwartet: eine Zeile %1 vor jedem Lauf, gefunden: keine</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: expected a whole number from 1 to 1e12, found %2</source>
        <translation>%1: ganze Zahl von 1 bis 1e12 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected a positive number, found %2</source>
        <translation>%1: positive Zahl erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: expected a number from 0 to 1e15, found %2</source>
        <translation>%1: Zahl von 0 bis 1e15 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected %1 in the run that starts here</source>
        <translation>%1 im hier beginnenden Lauf erwartet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its result &quot;MByte/s:&quot;</source>
        <translation>sein Ergebnis &quot;MByte/s:&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MByte/s: expected a bandwidth that moves the working set in 1e-15 to 1e15 s, found %1 MByte/s for %2 bytes</source>
        <translation>MByte/s: Bandbreite erwartet, die die Arbeitsmenge in 1e-15 bis 1e15 s bewegt, gefunden: %1 MByte/s für %2 Byte</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>time = working set / bandwidth (MByte/s): one pass over the data, so that the speed-up over N is the bandwidth&apos;s</source>
        <translation>Zeit = Arbeitsmenge / Bandbreite (MByte/s): ein Durchlauf über die Daten, sodass die Beschleunigung über N die der Bandbreite ist</translation>
    </message>
    <message>
        <location filename="../../model/data/mlperf_result.cpp" line="-128"/>
        <source>expected a JSON object after &quot;:::MLLOG&quot;, found %1</source>
        <translation>JSON-Objekt nach &quot;:::MLLOG&quot; erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an MLPerf log: lines &quot;:::MLLOG {...}&quot; with run_start and run_stop (MLCommons&apos; mlperf_logging)</source>
        <translation>MLPerf-Protokoll erwartet: Zeilen &quot;:::MLLOG {...}&quot; mit run_start und run_stop (mlperf_logging von MLCommons)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: expected &quot;time_ms&quot;, milliseconds since 1970</source>
        <translation>%1: &quot;time_ms&quot; erwartet, Millisekunden seit 1970</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no run_start: the log ends before the timed run began (an MLPerf result has run_start and run_stop)</source>
        <translation>kein run_start: das Protokoll endet, bevor der gemessene Lauf begann (ein MLPerf-Ergebnis hat run_start und run_stop)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no run_stop after the run_start of line %1: the run did not finish (a partial log)</source>
        <translation>kein run_stop nach dem run_start in Zeile %1: der Lauf wurde nicht beendet (ein unvollständiges Protokoll)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>run_stop: expected &quot;metadata&quot;: {&quot;status&quot;: ...}</source>
        <translation>run_stop: &quot;metadata&quot;: {&quot;status&quot;: ...} erwartet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run_stop status is %1: the run did not reach its target, and MLPerf scores successful runs only</source>
        <translation>Status von run_stop ist %1: der Lauf hat sein Ziel nicht erreicht, und MLPerf wertet nur erfolgreiche Läufe</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>run_stop: expected a time_ms after run_start&apos;s (line %1)</source>
        <translation>run_stop: time_ms nach dem von run_start (Zeile %1) erwartet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no submission_benchmark: an MLPerf result log names its benchmark (&quot;gpt3&quot;, ...)</source>
        <translation>kein submission_benchmark: ein MLPerf-Ergebnisprotokoll nennt seinen Benchmark (&quot;gpt3&quot;, ...)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>system description %1</source>
        <translation>Systembeschreibung %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no system description (the log is not in a results/SYSTEM/BENCHMARK/ folder): it gives the accelerators (number_of_nodes × accelerators_per_node)</source>
        <translation>keine Systembeschreibung (das Protokoll liegt nicht in einem Ordner results/SYSTEM/BENCHMARK/): sie gibt die Beschleuniger an (number_of_nodes × accelerators_per_node)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no system description at %1: it gives the accelerators (number_of_nodes × accelerators_per_node)</source>
        <translation>keine Systembeschreibung unter %1: sie gibt die Beschleuniger an (number_of_nodes × accelerators_per_node)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>time to train (run_stop − run_start) of one run each; MLPerf&apos;s own score drops the fastest and slowest run and averages the rest. The global batch size grows with the system, so the work to reach the target is not exactly the same at every size.</source>
        <translation>Trainingszeit (run_stop − run_start) von je einem Lauf; die eigene Wertung von MLPerf lässt den schnellsten und den langsamsten Lauf weg und mittelt den Rest. Die globale Batchgröße wächst mit dem System, daher ist die Arbeit bis zum Erreichen des Ziels nicht bei jeder Größe genau dieselbe.</translation>
    </message>
    <message>
        <location filename="../../model/data/osu_latency.cpp" line="+58"/>
        <source>latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected an OSU latency test, found &quot;%1&quot; (bandwidth and message-rate tables have no latency to fit)</source>
        <translation>OSU-Latenztest erwartet, gefunden: &quot;%1&quot; (Tabellen von Bandbreite und Nachrichtenrate haben keine Latenz, an die sich anpassen ließe)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the output does not say how many processes ran: name the file …_np16.txt or give the count when importing</source>
        <translation>die Ausgabe sagt nicht, wie viele Prozesse liefen: benennen Sie die Datei …_np16.txt oder geben Sie die Anzahl beim Importieren an</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a &quot;# OSU MPI … Test&quot; line before the column titles</source>
        <translation>Zeile &quot;# OSU MPI … Test&quot; vor den Spaltentiteln erwartet</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a latency column (&quot;Avg Latency(us)&quot; or &quot;Latency (us)&quot;) after Size</source>
        <translation>Latenzspalte (&quot;Avg Latency(us)&quot; oder &quot;Latency (us)&quot;) nach Size erwartet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a latency in ns, us or ms, found &apos;%1&apos;</source>
        <translation>Latenz in ns, us oder ms erwartet, gefunden: &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected an OSU latency table (&quot;# OSU MPI … Latency Test&quot;, &quot;# Size  Avg Latency(us)&quot;, rows), found none</source>
        <translation>OSU-Latenztabelle erwartet (&quot;# OSU MPI … Latency Test&quot;, &quot;# Size  Avg Latency(us)&quot;, Zeilen), gefunden: keine</translation>
    </message>
    <message>
        <location filename="../../model/data/reframe_perflog.cpp" line="-87"/>
        <source>expected a header line naming the fields (ReFrame ≥ 4.0 perflog: result|job_completion_time|...|num_tasks|...)</source>
        <translation>Kopfzeile mit den Namen der Felder erwartet (Perflog von ReFrame ≥ 4.0: result|job_completion_time|...|num_tasks|...)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>%1 Felder wie in der Kopfzeile erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>expected a num_tasks field for N in the header</source>
        <translation>Feld num_tasks für N in der Kopfzeile erwartet</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>performance variable &apos;%1&apos; skipped: its unit &apos;%2&apos; is not a time</source>
        <translation>Leistungsvariable &apos;%1&apos; übersprungen: ihre Einheit &apos;%2&apos; ist keine Zeit</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected the task fields of the earlier lines of %1</source>
        <translation>die Task-Felder der früheren Zeilen von %1 erwartet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 empty or null performance value(s) skipped</source>
        <translation>%1 leere(r) oder null-Leistungswert(e) übersprungen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 run(s) failed their performance check (kept: they were measured)</source>
        <translation>%1 Lauf/Läufe hat/haben die Leistungsprüfung nicht bestanden (behalten: sie wurden gemessen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a performance variable with a time unit (s, ms, us, ns), found none</source>
        <translation>Leistungsvariable mit einer Zeiteinheit (s, ms, us, ns) erwartet, gefunden: keine</translation>
    </message>
    <message>
        <location filename="../../model/data/roofline_kernels.cpp" line="+14"/>
        <source>expected a kernel name, found an empty field</source>
        <translation>Kernelname erwartet, gefunden: ein leeres Feld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations</source>
        <translation>Operationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes</source>
        <translation>Byte</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>expected at least one kernel row after the header</source>
        <translation>mindestens eine Kernelzeile nach der Kopfzeile erwartet</translation>
    </message>
    <message>
        <location filename="../../model/data/top500.cpp" line="-198"/>
        <source>expected a whole number for %1, found %2</source>
        <translation>%1: ganze Zahl erwartet, gefunden: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected %1 to be at least %2, found %3</source>
        <translation>%1: mindestens %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected %1 to be at most %2, found %3</source>
        <translation>%1: höchstens %2 erwartet, gefunden: %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>expected a list edition written YYYY-MM (e.g. 2018-11), found %1</source>
        <translation>Listenausgabe im Format YYYY-MM (z. B. 2018-11) erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the number of cores N</source>
        <translation>Anzahl der Kerne N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected list, vector or matrix, found %1</source>
        <translation>list, vector oder matrix erwartet, gefunden: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected Rmax ≤ Rpeak (efficiency at most 1), found Rmax %1 &gt; Rpeak %2</source>
        <translation>Rmax ≤ Rpeak erwartet (Effizienz höchstens 1), gefunden: Rmax %1 &gt; Rpeak %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the number of nodes (never more than the cores)</source>
        <translation>Anzahl der Knoten (nie mehr als die Kerne)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the accelerators per node</source>
        <translation>Beschleuniger pro Knoten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rmax and Rpeak must be positive numbers</source>
        <translation>Rmax und Rpeak müssen positive Zahlen sein</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax exceeds Rpeak (efficiency above 1)</source>
        <translation>Rmax übersteigt Rpeak (Effizienz über 1)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no node count for %1 on the %2 list (column &apos;nodes&apos;)</source>
        <translation>keine Knotenzahl für %1 auf der Liste %2 (Spalte &apos;nodes&apos;)</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>expected each system once per list, found &apos;%1&apos; on %2 again (first on line %3)</source>
        <translation>jedes System einmal pro Liste erwartet, gefunden: &apos;%1&apos; erneut auf %2 (zuerst in Zeile %3)</translation>
    </message>
    <message>
        <location filename="../../model/classroom/paper_answers.cpp" line="+54"/>
        <source>%1: expected a count of students</source>
        <translation>%1: Anzahl der Lernenden erwartet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expected a count of students after the &apos;*&apos;</source>
        <translation>%1: Anzahl der Lernenden nach dem &apos;*&apos; erwartet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: more than %2 answers</source>
        <translation>%1: mehr als %2 Antworten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: more than %2 answers after the &apos;*&apos;</source>
        <translation>%1: mehr als %2 Antworten nach dem &apos;*&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>more than %1 answers in all</source>
        <translation>insgesamt mehr als %1 Antworten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 counts, one per option, found %2</source>
        <translation>%1 Anzahlen erwartet, eine pro Option, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../../app/cli/fit_command.cpp" line="-21"/>
        <source>expected a time in seconds (column time_s) to fit</source>
        <translation>Zeit in Sekunden (Spalte time_s) zum Anpassen erwartet</translation>
    </message>
</context>
<context>
    <name>RooflineLabels</name>
    <message>
        <location filename="../../views/roofline/roofline_labels.cpp" line="+25"/>
        <source>CPU: 2× AMD EPYC 7742</source>
        <translation>CPU: 2× AMD EPYC 7742</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: NVIDIA A100 80 GB PCIe</source>
        <translation>GPU: NVIDIA A100 80 GB PCIe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom machine (typed)</source>
        <translation>Eigene Maschine (eingegeben)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured roofs</source>
        <translation>Gemessene Dächer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeline model</source>
        <translation>Zeitachsenmodell</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>UPMEM system, %1 DPUs</source>
        <translation>UPMEM-System, %1 DPUs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline model, %1 units</source>
        <translation>Zeitachsenmodell, %1 Einheiten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured: %1 (%2)</source>
        <translation>Gemessen: %1 (%2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network: %1 (α–β fit)</source>
        <translation>Netz: %1 (α–β-Fit)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured by %1 on %2 (%3).</source>
        <translation>Gemessen mit %1 auf %2 (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file states %1 for it: measured %2 % of that.</source>
        <translation>Die Datei gibt dafür %1 an: gemessen %2 % davon.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DPU pipeline</source>
        <translation>DPU-Pipeline</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emulated multiply</source>
        <translation>Emulierte Multiplikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MRAM↔WRAM</source>
        <translation>MRAM↔WRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU→DPU link</source>
        <translation>CPU→DPU-Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DPU→CPU link</source>
        <translation>DPU→CPU-Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+134"/>
        <source>Host averaging</source>
        <translation>Host-Mittelung</translation>
    </message>
    <message>
        <location line="-133"/>
        <location line="+2"/>
        <source>FP32 peak</source>
        <translation>FP32-Spitze</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>DRAM</source>
        <translation>DRAM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PCIe host link</source>
        <translation>PCIe-Host-Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 peak</source>
        <translation>FP64-Spitze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 tensor peak</source>
        <translation>FP16-Tensor-Spitze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 tensor peak</source>
        <translation>INT8-Tensor-Spitze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed peak</source>
        <translation>Eingegebene Spitze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed memory</source>
        <translation>Eingegebener Speicher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed link</source>
        <translation>Eingegebene Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N units&apos; peak</source>
        <translation>Spitze der N Einheiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host↔device links</source>
        <translation>Host↔Gerät-Verbindungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network (timeline)</source>
        <translation>Netzwerk (Zeitachse)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N DPUs × clock × one 32-bit instruction per cycle, with 11 tasklets or more (PrIM, Gómez-Luna et al. 2022); fewer tasklets fill t/11 of the slots.</source>
        <translation>N DPUs × Taktfrequenz × ein 32-Bit-Befehl pro Takt, bei 11 oder mehr Tasklets (PrIM, Gómez-Luna et al. 2022); weniger Tasklets füllen t/11 der Slots.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The DPU pipeline over the cycles of one software-emulated 32×32 multiply (fitted, PIM calibration): a ceiling for a kernel of multiplies only, not a roof.</source>
        <translation>Die DPU-Pipeline geteilt durch die Takte einer softwareemulierten 32×32-Multiplikation (angepasst, PIM-Kalibrierung): eine Decke für einen Kernel nur aus Multiplikationen, kein Dach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N DPUs × clock / β: the DMA bandwidth of large MRAM↔WRAM transfers (β = cycles per byte, PrIM). Smaller transfers pay the latency α each and stay below it.</source>
        <translation>N DPUs × Taktfrequenz / β: die DMA-Bandbreite großer MRAM↔WRAM-Übertragungen (β = Takte pro Byte, PrIM). Kleinere Übertragungen zahlen jeweils die Latenz α und bleiben darunter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Per-rank bandwidth of the PrIM measurements × (N/64)^γ. γ is an assumption (PIM parameters): at γ = 0 the link does not grow with N at all.</source>
        <translation>Bandbreite pro Rank aus den PrIM-Messungen × (N/64)^γ. γ ist eine Annahme (PIM-Parameter): Bei γ = 0 wächst die Verbindung überhaupt nicht mit N.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>4 bytes × the host&apos;s averaging throughput, a fitted PIM parameter (the host CPU reads the DPUs&apos; models or gradients from its memory).</source>
        <translation>4 Bytes × Mittelungsdurchsatz des Hosts, ein angepasster PIM-Parameter (die Host-CPU liest die Modelle oder Gradienten der DPUs aus ihrem Speicher).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2 × 64 cores × 2.25 GHz × 32 FP32 flop per cycle (AMD specification); the PIM parameter CPU peak.</source>
        <translation>2 × 64 Kerne × 2,25 GHz × 32 FP32-Flop pro Takt (AMD-Spezifikation); der PIM-Parameter CPU-Spitzenleistung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sustained memory bandwidth, about 65 % of the 409.6 GB/s specification (assumption); the PIM parameter.</source>
        <translation>Dauerhafte Speicherbandbreite, etwa 65 % der 409,6 GB/s laut Spezifikation (Annahme); der PIM-Parameter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A100 FP32 without tensor cores (NVIDIA datasheet); the PIM parameter GPU peak.</source>
        <translation>A100 FP32 ohne Tensor-Kerne (NVIDIA-Datenblatt); der PIM-Parameter GPU-Spitzenleistung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sustained HBM2e bandwidth, about 88 % of the 1,935 GB/s of the datasheet (assumption); the PIM parameter.</source>
        <translation>Dauerhafte HBM2e-Bandbreite, etwa 88 % der 1.935 GB/s des Datenblatts (Annahme); der PIM-Parameter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PCIe 4.0 x16 sustained with pinned memory (assumption; 31.5 GB/s per direction by specification): the link the streamed training set crosses every epoch.</source>
        <translation>PCIe 4.0 x16 dauerhaft mit gepinntem Speicher (Annahme; laut Spezifikation 31,5 GB/s pro Richtung): die Verbindung, die der gestreamte Trainingsdatensatz in jeder Epoche durchläuft.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Half the FP32 peak: a 256-bit FMA unit holds 4 doubles where it holds 8 floats, 16 FP64 flop per cycle (AMD specification). Another precision than the model&apos;s FP32 training: drawn for comparison, dots are judged against FP32.</source>
        <translation>Die Hälfte der FP32-Spitze: eine 256-Bit-FMA-Einheit fasst 4 Doubles, wo sie 8 Floats fasst, 16 FP64-Flop pro Takt (AMD-Spezifikation). Eine andere Genauigkeit als das FP32-Training des Modells: zum Vergleich gezeichnet, Punkte werden an FP32 gemessen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A100 FP64 without tensor cores, 9.7 of the datasheet&apos;s 19.5 TFLOP/s FP32 (on tensor cores FP64 reaches 19.5). Another precision than the model&apos;s: for comparison.</source>
        <translation>A100 FP64 ohne Tensor-Kerne, 9,7 der 19,5 TFLOP/s FP32 des Datenblatts (auf Tensor-Kernen erreicht FP64 19,5). Eine andere Genauigkeit als die des Modells: zum Vergleich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A100 FP16 on tensor cores, dense, 312 TFLOP/s, 16× its FP32 (NVIDIA datasheet; 624 with structured sparsity). Another precision than the model&apos;s: for comparison.</source>
        <translation>A100 FP16 auf Tensor-Kernen, dicht, 312 TFLOP/s, 16× ihre FP32 (NVIDIA-Datenblatt; 624 mit strukturierter Dünnbesetzung). Eine andere Genauigkeit als die des Modells: zum Vergleich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A100 INT8 on tensor cores, dense, 624 TOPS, 32× its FP32 (NVIDIA datasheet; 1,248 with structured sparsity). Another precision than the model&apos;s: for comparison.</source>
        <translation>A100 INT8 auf Tensor-Kernen, dicht, 624 TOPS, 32× ihre FP32 (NVIDIA-Datenblatt; 1.248 mit strukturierter Dünnbesetzung). Eine andere Genauigkeit als die des Modells: zum Vergleich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The custom machine&apos;s peak as you typed it (Parameters ▸ Roofline: custom machine); also the peak of a measured machine whose file has bandwidths only.</source>
        <translation>Die Spitze der eigenen Maschine, wie Sie sie eingegeben haben (Parameter ▸ Roofline: eigene Maschine); auch die Spitze einer gemessenen Maschine, deren Datei nur Bandbreiten enthält.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The custom machine&apos;s memory bandwidth as you typed it (Parameters ▸ Roofline: custom machine).</source>
        <translation>Die Speicherbandbreite der eigenen Maschine, wie Sie sie eingegeben haben (Parameter ▸ Roofline: eigene Maschine).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bandwidth B of the α–β fit T(m) = L + m/B of a loaded point-to-point latency table (OSU osu_latency, IMB PingPong): one link between nodes. Its intensity counts operations per byte a step sends over it.</source>
        <translation>Die Bandbreite B des α–β-Fits T(m) = L + m/B einer geladenen Punkt-zu-Punkt-Latenztabelle (OSU osu_latency, IMB PingPong): eine Verbindung zwischen Knoten. Ihre Intensität zählt Operationen pro Byte, das ein Schritt über sie sendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The custom machine&apos;s link as you typed it: its intensity counts operations per byte that crosses the link.</source>
        <translation>Die Verbindung der eigenen Maschine, wie Sie sie eingegeben haben: ihre Intensität zählt Operationen pro Byte, das die Verbindung überquert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N × the unit peak P₁ (default: Piz Daint&apos;s Rpeak per TOP500 core, 2018-11) × the precision&apos;s speed-up r, divided by g when the accelerator is off. The step&apos;s compute part runs at this roof by construction (its operations are read as P₁ · T_compute / g): a consistency check, not a prediction.</source>
        <translation>N × die Spitzenleistung P₁ einer Einheit (Standard: Rpeak von Piz Daint je TOP500-Kern, 2018-11) × die Beschleunigung r des Zahlenformats, geteilt durch g, wenn der Beschleuniger aus ist. Der Rechenanteil des Schritts läuft konstruktionsbedingt auf diesem Dach (seine Operationen werden als P₁ · T_compute / g gelesen): eine Konsistenzprüfung, keine Vorhersage.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>N × the host↔device link bandwidth (timeline parameter, an assumption): every device copies over its own link. Its intensity counts the step&apos;s operations per byte all devices copy.</source>
        <translation>N × die Host↔Gerät-Bandbreite (Zeitachsenparameter, eine Annahme): jedes Gerät kopiert über seine eigene Verbindung. Seine Intensität zählt die Operationen des Schritts je Byte, das alle Geräte kopieren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The network bandwidth B of the timeline (an assumption): one link of the communication&apos;s critical path. Its intensity counts the step&apos;s operations per byte on that path (tree 2⌈log₂N⌉·V, ring 2(N−1)/N·V, star 2N·V).</source>
        <translation>Die Netzwerkbandbreite B der Zeitachse (eine Annahme): eine Verbindung auf dem kritischen Pfad der Kommunikation. Seine Intensität zählt die Operationen des Schritts je Byte auf diesem Pfad (Baum 2⌈log₂N⌉·V, Ring 2(N−1)/N·V, Stern 2N·V).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>specification</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>gemessen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fitted</source>
        <translation>angepasst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typed</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DPUs: compute and MRAM↔WRAM</source>
        <translation>DPUs: Rechnen und MRAM↔WRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU→DPU transfers</source>
        <translation>CPU→DPU-Übertragungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DPU→CPU transfers</source>
        <translation>DPU→CPU-Übertragungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU hardware bound</source>
        <translation>CPU-Hardwaregrenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU, same algorithm</source>
        <translation>CPU, gleicher Algorithmus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU hardware bound</source>
        <translation>GPU-Hardwaregrenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: host↔device copy</source>
        <translation>Schritt: Host↔Gerät-Kopie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: communication</source>
        <translation>Schritt: Kommunikation</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the DPUs (compute and MRAM↔WRAM)</source>
        <translation>die DPUs (Rechnen und MRAM↔WRAM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU→DPU link</source>
        <translation>die CPU→DPU-Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the DPU→CPU link</source>
        <translation>die DPU→CPU-Verbindung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the host&apos;s averaging</source>
        <translation>die Mittelung des Hosts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the serial part</source>
        <translation>den seriellen Anteil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the compute</source>
        <translation>das Rechnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the host↔device copy</source>
        <translation>die Host↔Gerät-Kopie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the communication</source>
        <translation>die Kommunikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the synchronisation</source>
        <translation>die Synchronisation</translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <location filename="../../model/measured/measured_series.cpp" line="-217"/>
        <source>TOP500 systems</source>
        <translation>TOP500-Systeme</translation>
    </message>
</context>
<context>
    <name>SurfaceContent</name>
    <message>
        <location filename="../../views/surface/surface_content.cpp" line="+31"/>
        <source>vector peak</source>
        <translation>Vektor-Spitzenleistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix peak</source>
        <translation>Matrix-Spitzenleistung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rpeak here is the published FP64 peak of its vector units, not the list&apos;s: 1−α_eff depends on which peak it is read against.</source>
        <translation>Rpeak ist hier die veröffentlichte FP64-Spitzenleistung seiner Vektoreinheiten, nicht die der Liste: 1−α_eff hängt davon ab, an welcher Spitzenleistung es gemessen wird.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rpeak here is the published FP64 peak of its matrix units, not the list&apos;s: 1−α_eff depends on which peak it is read against.</source>
        <translation>Rpeak ist hier die veröffentlichte FP64-Spitzenleistung seiner Matrixeinheiten, nicht die der Liste: 1−α_eff hängt davon ab, an welcher Spitzenleistung es gemessen wird.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TOP500 list %1</source>
        <translation>TOP500-Liste %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured (%1)</source>
        <translation>Gemessen (%1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no accelerator</source>
        <translation>kein Beschleuniger</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N = %1 cores</source>
        <translation>N = %1 Kerne</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S = T̂(1)/T(N) = %1 (mean times), T̂(1) = %2 s from the series&apos; Amdahl fit: a fit, not a run</source>
        <translation>S = T̂(1)/T(N) = %1 (mittlere Zeiten), T̂(1) = %2 s aus dem Amdahl-Fit der Reihe: ein Fit, kein Lauf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S = T(1)/T(N) = %1 (mean times)</source>
        <translation>S = T(1)/T(N) = %1 (mittlere Zeiten)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drawn at the edge of the surface, at 1−α = %1: the surface shows 1−α from %2 to %3, and this measurement lies beyond.</source>
        <translation>Am Rand der Fläche gezeichnet, bei 1−α = %1: Die Fläche zeigt 1−α von %2 bis %3, und diese Messung liegt außerhalb.</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Timeline model · %1 · %2</source>
        <translation>Zeitachsenmodell · %1 · %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PIM, N = DPUs · 1−α_eff (strong scaling)</source>
        <translation>PIM, N = DPUs · 1−α_eff (starke Skalierung)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM, N = DPUs · Gustafson-type share (weak scaling)</source>
        <translation>PIM, N = DPUs · Gustafson-artiger Anteil (schwache Skalierung)</translation>
    </message>
</context>
<context>
    <name>SurfaceExport</name>
    <message>
        <location filename="../../views/surface/surface_export.cpp" line="+178"/>
        <source>the 3D frame could not be rendered at %1×%2 pixels</source>
        <translation>das 3D-Bild konnte nicht mit %1×%2 Pixeln gerendert werden</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: unknown image format &apos;%2&apos; (use png, pdf or svg)</source>
        <translation>%1: unbekanntes Bildformat &apos;%2&apos; (png, pdf oder svg verwenden)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: could not draw the figure</source>
        <translation>%1: Abbildung konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: could not write PNG</source>
        <translation>%1: PNG konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>ScaleScope efficiency surface</source>
        <translation>ScaleScope-Effizienzfläche</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+5"/>
        <source>%1: could not write PDF</source>
        <translation>%1: PDF konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>%1: could not write SVG</source>
        <translation>%1: SVG konnte nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>SurfaceScene</name>
    <message>
        <location line="-212"/>
        <location filename="../../views/surface/surface_scene.cpp" line="+369"/>
        <source>Efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene.cpp" line="-8"/>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serial fraction 1−α</source>
        <translation>Serieller Anteil 1−α</translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene_marker.cpp" line="+40"/>
        <source>N = %1 is beyond the N axis, which ends at %2</source>
        <translation>N = %1 liegt jenseits der N-Achse, die bei %2 endet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1−α = %1 is beyond the 1−α axis, which ends at %2</source>
        <translation>1−α = %1 liegt jenseits der 1−α-Achse, die bei %2 endet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Marker at the edge: %1</source>
        <translation>Markierung am Rand: %1</translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene.cpp" line="+68"/>
        <source>Amdahl&apos;s law: E = 1 / (1 + (1−α)(N − 1))</source>
        <translation>Amdahlsches Gesetz: E = 1 / (1 + (1−α)(N − 1))</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../../model/laws/law_parameters.cpp" line="-70"/>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>cells</source>
        <translation>Zellen</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+7"/>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantities.cpp" line="-90"/>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantity_data.cpp" line="-36"/>
        <source>cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="-230"/>
        <location line="+8"/>
        <location line="+9"/>
        <source>samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <location line="+27"/>
        <location line="+9"/>
        <location line="+8"/>
        <location line="+10"/>
        <source>cycles</source>
        <translation>Zyklen</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>cycles/B</source>
        <translation>Zyklen/B</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>elements/s</source>
        <translation>Elemente/s</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passes</source>
        <translation>Durchläufe</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_parameters.cpp" line="-62"/>
        <source>N values</source>
        <translation>N-Werte</translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline_parameters.cpp" line="-8"/>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
</context>
<context>
    <name>VtkHost</name>
    <message>
        <location filename="../../views/surface/vtk_host_kind.cpp" line="+25"/>
        <source>native window</source>
        <translation>natives Fenster</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>offscreen image</source>
        <translation>Offscreen-Bild</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>3D view host: %1 (%2=%3 chooses another)</source>
        <translation>Host der 3D-Ansicht: %1 (%2=%3 wählt einen anderen)</translation>
    </message>
</context>
<context>
    <name>scalescope::app::Autosave</name>
    <message>
        <location filename="../../app/document/autosave.cpp" line="+66"/>
        <source>Recovered work (%1)</source>
        <translation>Wiederhergestellte Arbeit (%1)</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClassActions</name>
    <message>
        <location filename="../../app/classroom/class_actions.cpp" line="+33"/>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Start &amp;class session…</source>
        <translation>&amp;Klassensitzung starten …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Students answer the lesson&apos;s questions from their phones</source>
        <translation>Die Lernenden beantworten die Fragen der Lektion auf ihren Handys</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End class session</source>
        <translation>Klassensitzung b&amp;eenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export class a&amp;nswers (CSV)…</source>
        <translation>A&amp;ntworten der Klasse exportieren (CSV) …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export class &amp;summary (PDF)…</source>
        <translation>&amp;Zusammenfassung der Klasse exportieren (PDF) …</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--class-session: &quot;%1&quot; is not ADDRESS:PORT</source>
        <translation>--class-session: „%1“ ist nicht ADRESSE:PORT</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--class-session: &quot;%1&quot; is not a port (0–65535)</source>
        <translation>--class-session: „%1“ ist kein Port (0–65535)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--class-session: &quot;%1&quot; is not an IP address</source>
        <translation>--class-session: „%1“ ist keine IP-Adresse</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Paper answers</source>
        <translation>Antworten auf Papier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many chose each option, in this order, separated by spaces:
%1</source>
        <translation>Wie viele jede Antwort gewählt haben, in dieser Reihenfolge, durch Leerzeichen getrennt:
%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One answer per sheet, separated by spaces or line ends; 20*3 is three sheets that say 20.</source>
        <translation>Eine Antwort je Blatt, getrennt durch Leerzeichen oder Zeilenenden; 20*3 sind drei Blätter mit 20.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Start class session</source>
        <translation>Klassensitzung starten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network the students&apos; phones are on; 127.0.0.1 only reaches this computer</source>
        <translation>Das Netz, in dem die Handys der Lernenden sind; 127.0.0.1 erreicht nur diesen Rechner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>ein freier Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline: answers from paper forms, no network</source>
        <translation>Offline: Antworten von Papierbögen, kein Netzwerk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing listens; you type the answers students wrote on paper with Paper… on the Class dock</source>
        <translation>Nichts lauscht im Netz; Sie tippen die Antworten der Papierbögen mit „Papier…“ im Dock „Klasse“ ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Class session</source>
        <translation>Klassensitzung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export class answers</source>
        <translation>Antworten der Klasse exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export class summary</source>
        <translation>Zusammenfassung der Klasse exportieren</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClassServer</name>
    <message>
        <location filename="../../app/classroom/class_server.cpp" line="-142"/>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>Kann nicht auf %1, Port %2 lauschen: %3</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClassSession</name>
    <message>
        <location filename="../../app/classroom/class_session.cpp" line="+75"/>
        <source>This step asks no question.</source>
        <translation>Dieser Schritt stellt keine Frage.</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 (the room&apos;s choice)</source>
        <translation>%1 (die Wahl der Klasse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the room&apos;s median)</source>
        <translation>%1 (Median der Klasse)</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+89"/>
        <location line="+7"/>
        <source>No class session is running.</source>
        <translation>Es läuft keine Klassensitzung.</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClusterScriptDialog</name>
    <message>
        <location filename="../../app/measure/cluster_script_dialog.cpp" line="+24"/>
        <source>Cluster sweep script</source>
        <translation>Skript für Cluster-Messdurchlauf</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node counts, separated by commas: one Slurm job (sbatch --nodes=n) per count</source>
        <translation>Knotenzahlen, durch Kommas getrennt: ein Slurm-Job (sbatch --nodes=n) pro Anzahl</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MPI ranks on every node (sbatch --ntasks-per-node), separated by commas; with several values N counts ranks, so a one-node cluster still gives several N</source>
        <translation>MPI-Ranks auf jedem Knoten (sbatch --ntasks-per-node), durch Kommas getrennt; bei mehreren Werten zählt N die Ranks, sodass auch ein Cluster mit einem Knoten mehrere N liefert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>auto (pmix, else pmi2, as srun offers)</source>
        <translation>auto (pmix, sonst pmi2, je nach Angebot von srun)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pmix (PMIx)</source>
        <translation>pmix (PMIx)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pmi2 (PMI-2)</source>
        <translation>pmi2 (PMI-2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (an MPI built with Slurm&apos;s PMI)</source>
        <translation>none (ein mit Slurms PMI gebautes MPI)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>srun --mpi: how srun starts MPI ranks. Slurm&apos;s default (MpiDefault) is often none, with which Open MPI aborts in MPI_Init; auto asks srun --mpi=list on the login node</source>
        <translation>srun --mpi: wie srun MPI-Ranks startet. Slurms Standard (MpiDefault) ist oft none, womit Open MPI in MPI_Init abbricht; auto fragt srun --mpi=list auf dem Login-Knoten ab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs at every node count</source>
        <translation>Läufe bei jeder Knotenzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak scaling (work per rank fixed)</source>
        <translation>Schwache Skalierung (Arbeit pro Rank fest)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit of each node count&apos;s job (sbatch --time, HH:MM:SS)</source>
        <translation>Zeitlimit des Jobs jeder Knotenzahl (sbatch --time, HH:MM:SS)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cluster default</source>
        <translation>Cluster-Standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The probe on the cluster&apos;s nodes: a path, or a name found in PATH</source>
        <translation>Das Messprogramm auf den Knoten des Clusters: ein Pfad oder ein im PATH gefundener Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep</source>
        <translation>Messdurchlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node counts</source>
        <translation>Knotenzahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks per node</source>
        <translation>Ranks pro Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per job</source>
        <translation>Zeit pro Job</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>Account</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun --mpi</source>
        <translation>srun --mpi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probe</source>
        <translation>Messprogramm</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slurm is not needed here: the scripts run on the cluster&apos;s login node. Open or drop its results/ folder in ScaleScope afterwards.</source>
        <translation>Slurm wird hier nicht benötigt: Die Skripte laufen auf dem Login-Knoten des Clusters. Danach dessen Ordner results/ in ScaleScope öffnen oder hineinziehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save scripts…</source>
        <translation>Skripte &amp;speichern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the scripts</source>
        <translation>Ordner für die Skripte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What to measure</source>
        <translation>Was gemessen wird</translation>
    </message>
    <message>
        <location line="+50"/>
        <source># Node counts: expected whole numbers separated by commas</source>
        <translation># Knotenzahlen: ganze Zahlen, durch Kommas getrennt, erwartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># Ranks per node: expected whole numbers separated by commas</source>
        <translation># Ranks pro Knoten: ganze Zahlen, durch Kommas getrennt, erwartet</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Node counts: expected whole numbers from 1 to 4096 separated by commas</source>
        <translation>Knotenzahlen: ganze Zahlen von 1 bis 4096, durch Kommas getrennt, erwartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks per node: expected whole numbers from 1 to 4096 separated by commas</source>
        <translation>Ranks pro Knoten: ganze Zahlen von 1 bis 4096, durch Kommas getrennt, erwartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Written to %1: run `bash submit.sh` there (Slurm) or `bash mpirun_sweep.sh` (mpirun with a hostfile)</source>
        <translation>Nach %1 geschrieben: dort `bash submit.sh` (Slurm) oder `bash mpirun_sweep.sh` (mpirun mit Hostfile) ausführen</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ColumnRolesDialog</name>
    <message>
        <location filename="../../app/imports/column_roles_dialog.cpp" line="+26"/>
        <source>Which column is which?</source>
        <translation>Welche Spalte ist was?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no column is named as N (n, cores, nodes, ranks, …) or as a measured value (time_s, time_ms, speedup, efficiency, …). Say what each column holds; the choice is saved with the scenario.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: Keine Spalte ist als N (n, cores, nodes, ranks, …) oder als Messwert (time_s, time_ms, speedup, efficiency, …) benannt. Angeben, was jede Spalte enthält; die Auswahl wird mit dem Szenario gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No column&apos;s values suggest N or a time: choose below.</source>
        <translation>Die Werte keiner Spalte deuten auf N oder eine Zeit hin: unten auswählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guessed from the values: %1. Check them.</source>
        <translation>Aus den Werten erraten: %1. Bitte prüfen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>read as</source>
        <translation>gelesen als</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>as named</source>
        <translation>wie benannt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What column &apos;%1&apos; holds</source>
        <translation>Was Spalte &apos;%1&apos; enthält</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>line </source>
        <translation>Zeile </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Does not read yet: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;Noch nicht lesbar: %1&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reads 1 run</source>
        <translation>Liest 1 Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads %1 runs</source>
        <translation>Liest %1 Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, N from %1 to %2, %3 with a time; </source>
        <translation>, N von %1 bis %2, %3 mit einer Zeit; </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 series.</source>
        <translation>1 Messreihe.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 series.</source>
        <translation>%1 Messreihen.</translation>
    </message>
</context>
<context>
    <name>scalescope::app::Document</name>
    <message>
        <location filename="../../app/document/document.cpp" line="+158"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation>unbekannter Parameter &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Include %1 in the fit</source>
        <translation>%1 in die Anpassung aufnehmen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exclude %1 from the fit</source>
        <translation>%1 von der Anpassung ausschließen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 data files</source>
        <translation>%1 Datendateien</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: not a measurement file</source>
        <translation>%1: keine Messdatei</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no measurement set %1</source>
        <translation>kein Messdatensatz %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no measured point %1 in set %2</source>
        <translation>kein Messpunkt %1 in Datensatz %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit measured point (line %1)</source>
        <translation>Messpunkt bearbeiten (Zeile %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is hidden already</source>
        <translation>%1 ist bereits ausgeblendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is shown already</source>
        <translation>%1 wird bereits angezeigt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hide series %1</source>
        <translation>Messreihe %1 ausblenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show series %1</source>
        <translation>Messreihe %1 anzeigen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a loaded data file</source>
        <translation>%1 ist keine geladene Datendatei</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ExportDialog</name>
    <message>
        <location filename="../../app/window/export_dialog.cpp" line="+28"/>
        <source>CSV (the numbers)</source>
        <translation>CSV (die Zahlen)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Title and notes in the figure</source>
        <translation>Titel und Hinweise in der Abbildung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White background (print)</source>
        <translation>Weißer Hintergrund (Druck)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the on-screen zoom of the plots</source>
        <translation>Bildschirm-Zoom der Plots beibehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export figures</source>
        <translation>Abbildungen exportieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All figures (%1)</source>
        <translation>Alle Abbildungen (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current view: %1 (%2)</source>
        <translation>Aktuelle Ansicht: %1 (%2)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The tick labels&apos; size on the page; titles, legends and notes keep their proportion to it and are never smaller than 7 pt</source>
        <translation>Die Größe der Achsenbeschriftungen auf der Seite; Titel, Legenden und Hinweise behalten ihr Verhältnis dazu und werden nie kleiner als 7 pt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG resolution: pixels per inch of the page (300 dpi for print). PDF and SVG are vector.</source>
        <translation>PNG-Auflösung: Pixel pro Zoll der Seite (300 dpi für den Druck). PDF und SVG sind Vektorformate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off for a paper: the caption under the figure says what the title and notes would</source>
        <translation>Für einen Artikel aus: Die Bildunterschrift sagt, was Titel und Hinweise sagen würden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The figure&apos;s size on the page; PNG pixels are this times the dpi</source>
        <translation>Die Größe der Abbildung auf der Seite; PNG-Pixel sind diese mal dpi</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG resolution</source>
        <translation>PNG-Auflösung</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Off: every plot shows its data&apos;s full extent</source>
        <translation>Aus: Jeder Plot zeigt den vollen Umfang seiner Daten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export folder</source>
        <translation>Exportordner</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Figures</source>
        <translation>Abbildungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Formats</source>
        <translation>Formate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size for</source>
        <translation>Größe für</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>scalescope::app::FileActions</name>
    <message>
        <location filename="../../app/window/file_actions.cpp" line="+23"/>
        <source>ScaleScope scenarios (*.scalescope);;All files (*)</source>
        <translation>ScaleScope-Szenarien (*.scalescope);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New scenario</source>
        <translation>&amp;Neues Szenario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open scenario…</source>
        <translation>Szenario ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation>Szenario öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;preset</source>
        <translation>&amp;Vorlage öffnen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PIM runs of Rhyner et al. (PACT 2024)</source>
        <translation>PIM-Läufe von Rhyner et al. (PACT 2024)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ScaleScope</source>
        <translation>ScaleScope</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>Das Szenario hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>

The current scenario is unchanged.</source>
        <translation>

Das aktuelle Szenario bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save scenario</source>
        <translation>Szenario speichern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (preset, read-only)</source>
        <translation>%1 (Vorlage, schreibgeschützt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1[*] — ScaleScope</source>
        <translation>%1[*] — ScaleScope</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ImportDialog</name>
    <message>
        <location filename="../../app/imports/import_dialog.cpp" line="+15"/>
        <source>Import measured data</source>
        <translation>Messdaten importieren</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose the series to import. Hover a file for where it came from; strong or weak scaling can be set where the file does not say.</source>
        <translation>Die zu importierenden Messreihen auswählen. Für die Herkunft einer Datei mit der Maus darüberfahren; starke oder schwache Skalierung lässt sich einstellen, wo die Datei es nicht angibt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File / series</source>
        <translation>Datei / Messreihe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Selected file</source>
        <translation>Ausgewählte Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parameter of the file that is N (processes, threads, nodes, ...); the other parameters are held at one value</source>
        <translation>Der Parameter der Datei, der N ist (Prozesse, Threads, Knoten, ...); die übrigen Parameter werden auf einem Wert gehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N is</source>
        <translation>N ist</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+162"/>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>OSU output does not say how many processes ran; name the file …_np16.txt or give the count here</source>
        <translation>OSU-Ausgaben geben nicht an, wie viele Prozesse liefen; die Datei …_np16.txt nennen oder die Anzahl hier angeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>ScaleScope CSV</source>
        <translation>ScaleScope-CSV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not readable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>latency table</source>
        <translation>Latenztabelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency against message size: fitted by T(m) = L + m/B (Data ▸ Network latency and bandwidth)</source>
        <translation>Latenz über der Nachrichtengröße: angepasst durch T(m) = L + m/B (Daten ▸ Netzwerklatenz und -bandbreite)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not stated (strong)</source>
        <translation>nicht angegeben (stark)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the file)</source>
        <translation>%1 (die Datei)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>schwach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong scaling: a fixed problem, the ideal time falls as 1/N. Weak: the work grows with N, the ideal time is flat.</source>
        <translation>Starke Skalierung: ein festes Problem, die ideale Zeit fällt mit 1/N. Schwach: Die Arbeit wächst mit N, die ideale Zeit bleibt konstant.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose N…</source>
        <translation>N wählen…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>in the file</source>
        <translation>in der Datei</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>varies with N</source>
        <translation>variiert mit N</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The value %1 is held at; runs at other values are left out</source>
        <translation>Der Wert, auf dem %1 gehalten wird; Läufe mit anderen Werten werden ausgelassen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 held at</source>
        <translation>%1 gehalten bei</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 … %2%3 (%4 values)</source>
        <translation>%1 … %2%3 (%4 Werte)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N = %1 as %2</source>
        <translation>N = %1 als %2</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n series to import</source>
        <translation>
            <numerusform>%n Messreihe zu importieren</numerusform>
            <numerusform>%n Messreihen zu importieren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the process count of %1</source>
        <translation>Prozessanzahl von %1 angeben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose which parameter is N in %1</source>
        <translation>auswählen, welcher Parameter in %1 N ist</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LanguageMenu</name>
    <message>
        <location filename="../../app/window/language_menu.cpp" line="+18"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>System default (%1)</source>
        <translation>Systemvorgabe (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope speaks %1 from its next start. Saved scenarios and data files stay as they are.</source>
        <translation>ScaleScope spricht ab dem nächsten Start %1. Gespeicherte Szenarien und Datendateien bleiben, wie sie sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system&apos;s language</source>
        <translation>die Sprache des Systems</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restart now</source>
        <translation>&amp;Jetzt neu starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LectureDialog</name>
    <message>
        <location filename="../../app/lessons/lecture_dialog.cpp" line="+26"/>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start in &amp;presenter mode</source>
        <translation>Im &amp;Präsentationsmodus beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a lecture</source>
        <translation>Vorlesung beginnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2 steps)</source>
        <translation>%1 (%2 Schritte)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Start lecture</source>
        <translation>Vorlesung &amp;beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as &amp;file…</source>
        <translation>Als &amp;Datei speichern…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep these lessons in this order as a lecture file (NAME.lecture.json), to open with File ▸ Open lesson… or --lesson</source>
        <translation>Diese Lektionen in dieser Reihenfolge als Vorlesungsdatei (NAME.lecture.json) speichern, zu öffnen mit Datei ▸ Lektion öffnen… oder --lesson</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Save lecture</source>
        <translation>Vorlesung speichern</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Lectures (*.lecture.json)</source>
        <translation>Vorlesungen (*.lecture.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lecture could not be saved.

%1</source>
        <translation>Die Vorlesung konnte nicht gespeichert werden.

%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tick the lessons of the lecture and put them in order (drag a row, or Move up / Move down). The summary of each lesson leads to the next.</source>
        <translation>Kreuzen Sie die Lektionen der Vorlesung an und bringen Sie sie in ihre Reihenfolge (eine Zeile ziehen oder Nach oben / Nach unten). Die Zusammenfassung jeder Lektion führt zur nächsten.</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonActions</name>
    <message>
        <location filename="../../app/lessons/lesson_actions.cpp" line="+55"/>
        <location line="+192"/>
        <location line="+7"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Lesson finished: %1 — Lessons ▸ Export answers writes them as CSV.</source>
        <translation>Lektion beendet: %1 — Lektionen ▸ Antworten exportieren schreibt sie als CSV.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Open &amp;lesson…</source>
        <translation>&amp;Lektion öffnen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+45"/>
        <source>Export lesson (&amp;handout PDF)…</source>
        <translation>Lektion exportieren (&amp;Handout-PDF)…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&amp;Presenter mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Open a lesson file (NAME.lesson.json) or a lecture (NAME.lecture.json) and start it</source>
        <translation>Eine Lektionsdatei (NAME.lesson.json) oder eine Vorlesung (NAME.lecture.json) öffnen und starten</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+148"/>
        <source>Lesson file: %1</source>
        <translation>Lektionsdatei: %1</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Full screen for a projector: large text and lines, the lesson pane; Space/→ next, ← back, B blank, L red pointer, Z zoom, Esc leaves</source>
        <translation>Vollbild für einen Projektor: großer Text und dicke Linien, der Lektionsbereich; Space/→ weiter, ← zurück, B leerer Bildschirm, L roter Zeiger, Z Zoom, Esc beendet</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start a lesson</source>
        <translation>Lektion &amp;starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a &amp;lecture…</source>
        <translation>&amp;Vorlesung beginnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speaker &amp;notes</source>
        <translation>&amp;Sprechernotizen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A window for the teacher only: the step&apos;s notes and the model&apos;s answer before the class has answered; on a second screen in presenter mode</source>
        <translation>Ein Fenster nur für die Lehrkraft: die Notizen des Schritts und die Antwort des Modells, bevor die Klasse geantwortet hat; im Präsentationsmodus auf einem zweiten Bildschirm</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open lesson file…</source>
        <translation>Lektionsdatei ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart this lesson</source>
        <translation>Lektion &amp;neu starten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;top the lesson</source>
        <translation>Lektion &amp;beenden</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save scenario as a new &amp;step…</source>
        <translation>Szenario als neuen Sc&amp;hritt speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons &amp;folder…</source>
        <translation>Lektions&amp;ordner…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;answers (CSV)…</source>
        <translation>&amp;Antworten exportieren (CSV)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2 steps)</source>
        <translation>%1 (%2 Schritte)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Lecture</source>
        <translation>Vorlesung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a lecture needs at least one lesson</source>
        <translation>eine Vorlesung braucht mindestens eine Lektion</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You stopped “%1” at step %2. Continue there?
(No starts from the first step.)</source>
        <translation>„%1“ wurde bei Schritt %2 angehalten. Dort fortfahren?
(Nein beginnt beim ersten Schritt.)</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+21"/>
        <source>Open lesson</source>
        <translation>Lektion öffnen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The lesson could not be read; nothing changed.

%1</source>
        <translation>Die Lektion konnte nicht gelesen werden; nichts wurde geändert.

%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open lecture</source>
        <translation>Vorlesung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lecture could not be read; nothing changed.

%1</source>
        <translation>Die Vorlesung konnte nicht gelesen werden; nichts wurde geändert.

%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lessons and lectures (*.lesson.json *.lecture.json);;JSON files (*.json);;All files (*)</source>
        <translation>Lektionen und Vorlesungen (*.lesson.json *.lecture.json);;JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <location line="+3"/>
        <location line="+19"/>
        <source>Export lesson</source>
        <translation>Lektion exportieren</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Lesson:</source>
        <translation>Lektion:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pages:</source>
        <translation>Seiten:</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>These lesson files could not be used:

%1</source>
        <translation>Diese Lektionsdateien konnten nicht verwendet werden:

%1</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>A4 handout (portrait)</source>
        <translation>A4-Handout (Hochformat)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slides (16:9)</source>
        <translation>Folien (16:9)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Writing the handout…</source>
        <translation>Handout wird geschrieben…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Handout written to %1%2</source>
        <translation>Handout nach %1 geschrieben%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Save scenario as a new step</source>
        <translation>Szenario als neuen Schritt speichern</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Title of the new step:</source>
        <translation>Titel des neuen Schritts:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My step</source>
        <translation>Mein Schritt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A new lesson in the lessons folder (lower-case letters, digits, - and _):</source>
        <translation>Eine neue Lektion im Lektionsordner (Kleinbuchstaben, Ziffern, - und _):</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <location line="+6"/>
        <source>Save step</source>
        <translation>Schritt speichern</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&apos;%1&apos; is not a lesson name.</source>
        <translation>&apos;%1&apos; ist kein Lektionsname.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Step %1 added to %2</source>
        <translation>Schritt %1 zu %2 hinzugefügt</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>Lessons folder</source>
        <translation>Lektionsordner</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Export answers</source>
        <translation>Antworten exportieren</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your name or student id (written on every row):</source>
        <translation>Name oder Matrikelnummer (wird in jede Zeile geschrieben):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answers written to %1</source>
        <translation>Antworten nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonController</name>
    <message>
        <location filename="../../app/lessons/lesson_controller.cpp" line="+96"/>
        <source>The model cannot answer this question here: %1</source>
        <translation>Das Modell kann diese Frage hier nicht beantworten: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose “%1”; the model says “%2”.</source>
        <translation>Gewählt: „%1“; das Modell sagt „%2“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your answer: %1 — the model: %2 (accepted: %3).</source>
        <translation>Antwort: %1 — das Modell: %2 (akzeptiert: %3).</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not answered.</source>
        <translation>Nicht beantwortet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your answer: %1 %2 The model: %3</source>
        <translation>Antwort: %1 %2 Das Modell: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✔</source>
        <translation>✔</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✘</source>
        <translation>✘</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This lesson asked no questions.</source>
        <translation>Diese Lektion hat keine Fragen gestellt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 questions answered, %3 within the model&apos;s tolerance.</source>
        <translation>%1 von %2 Fragen beantwortet, %3 innerhalb der Toleranz des Modells.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lessons ▸ Export answers writes the answers as CSV. Next closes the lesson.</source>
        <translation>Lektionen ▸ Antworten exportieren schreibt die Antworten als CSV. Weiter schließt die Lektion.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons ▸ Export answers writes the answers as CSV. Next starts the lecture&apos;s next lesson: “%1”.</source>
        <translation>Lektionen ▸ Antworten exportieren schreibt die Antworten als CSV. Weiter beginnt die nächste Lektion der Vorlesung: „%1“.</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonRunner</name>
    <message>
        <location filename="../../app/lessons/lesson_runner.cpp" line="+148"/>
        <source>Lesson step %1: %2</source>
        <translation>Lektionsschritt %1: %2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Lesson step %1: the model&apos;s answer</source>
        <translation>Lektionsschritt %1: die Antwort des Modells</translation>
    </message>
</context>
<context>
    <name>scalescope::app::MainWindow</name>
    <message>
        <location filename="../../app/window/main_window.cpp" line="+56"/>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo history</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+393"/>
        <source>&lt;default scenario&gt;</source>
        <translation>&lt;Standardszenario&gt;</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>Measured data</source>
        <translation>Messdaten</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Move a slider: the views answer at once.</source>
        <translation>Einen Schieberegler bewegen: Die Ansichten reagieren sofort.</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;data…</source>
        <translation>&amp;Daten importieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import measured data</source>
        <translation>Messdaten importieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurement files (%1);;All files (*)</source>
        <translation>Messdateien (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load measured data: %1</source>
        <translation>Messdaten laden: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;folder…</source>
        <translation>&amp;Ordner importieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import every measurement file of a folder (a results folder, a sweep)</source>
        <translation>Jede Messdatei eines Ordners importieren (ein Ergebnisordner, ein Messdurchlauf)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every recognised file of a folder; one run per file of one sweep (amdahl_np{N}.json, a cluster sweep&apos;s results) is one series</source>
        <translation>Jede erkannte Datei eines Ordners; ein Lauf pro Datei eines Messdurchlaufs (amdahl_np{N}.json, die Ergebnisse eines Cluster-Messdurchlaufs) ergibt eine Messreihe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export data…</source>
        <translation>Daten e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export data</source>
        <translation>Daten exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write measured series as Extra-P JSON Lines</source>
        <translation>Messreihen als Extra-P JSON Lines schreiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export figures…</source>
        <translation>Abbildungen &amp;exportieren…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the figures of the current view or of all views as PNG, PDF, SVG and the numbers as CSV</source>
        <translation>Die Abbildungen der aktuellen Ansicht oder aller Ansichten als PNG, PDF, SVG und die Zahlen als CSV schreiben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy surface image</source>
        <translation>Flächenbild &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface image copied to the clipboard</source>
        <translation>Flächenbild in die Zwischenablage kopiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find parameter…</source>
        <translation>Parameter &amp;suchen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all parameters to defaults</source>
        <translation>Alle Parameter auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to defaults</source>
        <translation>Auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <location filename="../../app/cli/startup.cpp" line="-52"/>
        <location filename="../../app/window/main_window.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="+4"/>
        <source>%1 only</source>
        <translation>Nur %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All views</source>
        <translation>Alle Ansichten</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Data</source>
        <translation>Da&amp;ten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Measure this machine…</source>
        <translation>Diesen Rechner &amp;messen…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runs scalescope-probe here (threads or MPI) and adds the results</source>
        <translation>Führt hier scalescope-probe aus (Threads oder MPI) und fügt die Ergebnisse hinzu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measure this machine&apos;s &amp;roofs</source>
        <translation>Dächer dieses Rec&amp;hners messen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs scalescope-probe roofs here (a few seconds): this machine&apos;s FP64 peak and L1 and DRAM bandwidth, drawn as a machine of the Roofline view</source>
        <translation>Führt hier scalescope-probe roofs aus (einige Sekunden): FP64-Spitze sowie L1- und DRAM-Bandbreite dieses Rechners, gezeichnet als Maschine der Roofline-Ansicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cluster sweep script…</source>
        <translation>Skript für &amp;Cluster-Messdurchlauf…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fit a law to the selected series…</source>
        <translation>Gesetz an die gewählte Messreihe &amp;anpassen…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Measured data &amp;table</source>
        <translation>Messdaten&amp;tabelle</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Series: show, hide, remove…</source>
        <translation>Mess&amp;reihen: anzeigen, ausblenden, entfernen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every loaded series with a check box; your own files can be removed</source>
        <translation>Jede geladene Messreihe mit Kontrollkästchen; eigene Dateien lassen sich entfernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Network latency and bandwidth (α–β fit)…</source>
        <translation>&amp;Netzwerklatenz und -bandbreite (α–β-Anpassung)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM model &amp;calibration…</source>
        <translation>PIM-Modell&amp;kalibrierung…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ScaleScope</source>
        <translation>Ü&amp;ber ScaleScope</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About ScaleScope</source>
        <translation>Über ScaleScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;ScaleScope %1&lt;/b&gt;&lt;p&gt;A desktop lab for the limits of parallel scaling: Amdahl, Gustafson, the USL, Végh&apos;s effective parallelism and processing-in-memory training.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;b&gt;ScaleScope %1&lt;/b&gt;&lt;p&gt;Ein Desktop-Labor für die Grenzen paralleler Skalierung: Amdahl, Gustafson, das USL, Véghs effektive Parallelität und Training mit Processing-in-Memory.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures written to %1</source>
        <translation>Abbildungen nach %1 geschrieben</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export figures…</source>
        <translation>Abbildungen exportieren…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset zoom (R)</source>
        <translation>Zoom zurücksetzen (R)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;preset %1&gt;</source>
        <translation>&lt;Vorlage %1&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;opened %1&gt;</source>
        <translation>&lt;geöffnet %1&gt;</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_imports.cpp" line="+40"/>
        <source>Reading data files…</source>
        <translation>Datendateien werden gelesen…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../app/window/main_window_roofs.cpp" line="+47"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading %1: file %2 of %3</source>
        <translation>%1 wird gelesen: Datei %2 von %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import cancelled; nothing was imported.</source>
        <translation>Import abgebrochen; nichts wurde importiert.</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+12"/>
        <source>Import data</source>
        <translation>Daten importieren</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Not imported (the other files were):

%1</source>
        <translation>Nicht importiert (die übrigen Dateien schon):

%1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n file(s) imported; these could not be loaded:

%1</source>
        <translation>
            <numerusform>%n Datei importiert; diese konnten nicht geladen werden:

%1</numerusform>
            <numerusform>%n Dateien importiert; diese konnten nicht geladen werden:

%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data file could not be loaded; nothing was imported.

%1</source>
        <translation>Die Datendatei konnte nicht geladen werden; nichts wurde importiert.

%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Imported %n file(s); see the Scaling view and Data ▸ Measured data table.</source>
        <translation>
            <numerusform>%n Datei importiert; siehe Skalierungsansicht und Daten ▸ Messdatentabelle.</numerusform>
            <numerusform>%n Dateien importiert; siehe Skalierungsansicht und Daten ▸ Messdatentabelle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network latency and bandwidth</source>
        <translation>Netzwerklatenz und -bandbreite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No latency tables are loaded. Import OSU micro-benchmarks or Intel MPI Benchmarks output (or a CSV with n, bytes, time_s).</source>
        <translation>Keine Latenztabellen geladen. Ausgaben der OSU Micro-Benchmarks oder der Intel MPI Benchmarks importieren (oder eine CSV mit n, bytes, time_s).</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_roofs.cpp" line="-10"/>
        <source>Measure this machine&apos;s roofs</source>
        <translation>Dächer dieses Rechners messen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring the FP64 peak and the L1 and DRAM bandwidth of this machine on 1, 2, 4, … threads…</source>
        <translation>Messe FP64-Spitze sowie L1- und DRAM-Bandbreite dieses Rechners mit 1, 2, 4, … Threads…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Measured %1 of %2 kernels and thread counts; about %3 s left</source>
        <translation>%1 von %2 Kerneln und Threadzahlen gemessen; noch etwa %3 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Roofs measurement cancelled; nothing was kept.</source>
        <translation>Messung der Dächer abgebrochen; nichts wurde behalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scalescope-probe could not measure the roofs: %1</source>
        <translation>scalescope-probe konnte die Dächer nicht messen: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This machine&apos;s roofs: %1</source>
        <translation>Dächer dieses Rechners: %1</translation>
    </message>
</context>
<context>
    <name>scalescope::app::MeasureDialog</name>
    <message>
        <location filename="../../app/measure/measure_dialog.cpp" line="+76"/>
        <source>Measure this machine</source>
        <translation>Diesen Rechner messen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What to measure</source>
        <translation>Was gemessen wird</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sweep</source>
        <translation>Messdurchlauf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Threads (this process)</source>
        <translation>Threads (dieser Prozess)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MPI (mpirun, one process per rank)</source>
        <translation>MPI (mpirun, ein Prozess pro Rank)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threads: std::thread, no MPI needed; MPI: the probe starts mpirun -np N for every run</source>
        <translation>Threads: std::thread, kein MPI nötig; MPI: Das Messprogramm startet für jeden Lauf mpirun -np N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mpirun was not found in PATH: install Open MPI (Debian: openmpi-bin) for the MPI backend</source>
        <translation>mpirun wurde nicht im PATH gefunden: Für das MPI-Backend Open MPI installieren (Debian: openmpi-bin)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Numbers of ranks or threads, separated by commas. This machine has %1 cores; more than that runs oversubscribed (the times then show the sharing, not the scaling).</source>
        <translation>Anzahlen der Ranks oder Threads, durch Kommas getrennt. Dieser Rechner hat %1 Kerne; mehr läuft überbelegt (die Zeiten zeigen dann die Aufteilung, nicht die Skalierung).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N values</source>
        <translation>N-Werte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs at every N: the table keeps each, the fits use them all</source>
        <translation>Läufe bei jedem N: Die Tabelle behält jeden, die Anpassungen verwenden alle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repetitions</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong (fixed total work)</source>
        <translation>Stark (feste Gesamtarbeit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak (work per rank fixed)</source>
        <translation>Schwach (Arbeit pro Rank fest)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results CSV (with the machine, CPU, MPI library, date and command in its header); rewritten after every run</source>
        <translation>Die Ergebnis-CSV (mit Maschine, CPU, MPI-Bibliothek, Datum und Befehl im Kopf); nach jedem Lauf neu geschrieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the results file</source>
        <translation>Ergebnisdatei wählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Results file</source>
        <translation>Ergebnisdatei</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not started</source>
        <translation>Nicht gestartet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use these network values</source>
        <translation>Diese Netzwerkwerte verwenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets the timeline&apos;s network latency L and bandwidth B to the fitted per-link values, as one undo step</source>
        <translation>Setzt Netzwerklatenz L und -bandbreite B der Zeitachse auf die angepassten Werte pro Verbindung, als ein Rückgängig-Schritt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Measure</source>
        <translation>&amp;Messen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel run</source>
        <translation>Lauf &amp;abbrechen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ends the current run; the finished runs stay in the table</source>
        <translation>Beendet den aktuellen Lauf; die fertigen Läufe bleiben in der Tabelle</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Saved in &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;, rewritten after every run. A file that is there already is never overwritten: Measure picks a new name.</source>
        <translation>Gespeichert in &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;, nach jedem Lauf neu geschrieben. Eine bereits vorhandene Datei wird nie überschrieben: Messen wählt einen neuen Namen.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>N values: expected whole numbers from 1 to 4096 separated by commas, e.g. 1,2,4</source>
        <translation>N-Werte: ganze Zahlen von 1 bis 4096, durch Kommas getrennt, erwartet, z. B. 1,2,4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot create its folder</source>
        <translation>%1: Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run 1 of %1 · starting</source>
        <translation>Lauf 1 von %1 · startet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring: %1</source>
        <translation>Messung: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is there already and is kept; these results go to %2.</source>
        <translation>%1 existiert bereits und bleibt erhalten; diese Ergebnisse gehen nach %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Note: other programs keep this machine busy (load %1 on %2 cores): the times will show the sharing, not only the scaling.</source>
        <translation>Hinweis: Andere Programme belasten diesen Rechner (Last %1 auf %2 Kernen): Die Zeiten zeigen die Aufteilung, nicht nur die Skalierung.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ending the current run…</source>
        <translation>Aktueller Lauf wird beendet…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>time left unknown</source>
        <translation>Restzeit unbekannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>less than a second left</source>
        <translation>weniger als eine Sekunde übrig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1 s left</source>
        <translation>etwa %1 s übrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1 of %2 done · %3</source>
        <translation>Lauf %1 von %2 fertig · %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>All %1 runs done</source>
        <translation>Alle %1 Läufe fertig</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Measure this machine (%1)</source>
        <translation>Diesen Rechner messen (%1)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Allreduce at N = %1: the line T(m) = L + m/B explains only %2 % of the measured times (R² = %3 &lt; %4), so these are not network values; measure with MPI, or on a quieter machine.</source>
        <translation>Allreduce bei N = %1: Die Gerade T(m) = L + m/B erklärt nur %2 % der gemessenen Zeiten (R² = %3 &lt; %4), daher sind dies keine Netzwerkwerte; mit MPI oder auf einem ruhigeren Rechner messen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Allreduce at N = %1: T(m) = %2 µs + m / %3 GB/s (fit, R² = %4, %5 points). Per link for the timeline&apos;s %6 pattern: L = %7 µs, B = %8 GB/s.</source>
        <translation>Allreduce bei N = %1: T(m) = %2 µs + m / %3 GB/s (Anpassung, R² = %4, %5 Punkte). Pro Verbindung für das %6-Muster der Zeitachse: L = %7 µs, B = %8 GB/s.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Use the measured network values</source>
        <translation>Gemessene Netzwerkwerte verwenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Timeline network: L = %1 µs, B = %2 GB/s (Edit ▸ Undo takes both back)</source>
        <translation>Zeitachsen-Netzwerk: L = %1 µs, B = %2 GB/s (Bearbeiten ▸ Rückgängig nimmt beides zurück)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: %1</source>
        <translation>Fertig: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: %1
%2</source>
        <translation>Fertig: %1
%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1 of %2 runs</source>
        <translation>Abgebrochen nach %1 von %2 Läufen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped after %1 of %2 runs</source>
        <translation>Angehalten nach %1 von %2 Läufen</translation>
    </message>
</context>
<context>
    <name>scalescope::app::NetworkFitDialog</name>
    <message>
        <location filename="../../app/imports/network_fit_dialog.cpp" line="+53"/>
        <source>Use these values</source>
        <translation>Diese Werte verwenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network latency and bandwidth (α–β fit)</source>
        <translation>Netzwerklatenz und -bandbreite (α–β-Anpassung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each latency table is fitted by T(m) = L + m/B (ordinary least squares on the time, every row an observation; standard errors from the fit, SE(B) by the delta method). The timeline model prices one message on one link: a point-to-point test gives that directly; a collective&apos;s line is divided by what the timeline&apos;s communication pattern does at its N. Select a row to see its points and line; &lt;b&gt;Use these values&lt;/b&gt; sets the timeline&apos;s network latency and bandwidth (one undo step).</source>
        <translation>Jede Latenztabelle wird durch T(m) = L + m/B angepasst (gewöhnliche kleinste Quadrate auf der Zeit, jede Zeile eine Beobachtung; Standardfehler aus der Anpassung, SE(B) mit der Delta-Methode). Das Zeitachsenmodell bewertet eine Nachricht auf einer Verbindung: Ein Punkt-zu-Punkt-Test liefert das direkt; die Gerade einer kollektiven Operation wird durch das geteilt, was das Kommunikationsmuster der Zeitachse bei ihrem N tut. Eine Zeile auswählen, um ihre Punkte und Gerade zu sehen; &lt;b&gt;Diese Werte verwenden&lt;/b&gt; setzt Netzwerklatenz und -bandbreite der Zeitachse (ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Series</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L (µs)</source>
        <translation>L (µs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B (GB/s)</source>
        <translation>B (GB/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R²</source>
        <translation>R²</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Timeline L, B per link</source>
        <translation>Zeitachse: L, B pro Verbindung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Message size m (bytes)</source>
        <translation>Nachrichtengröße m (Bytes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time T (µs)</source>
        <translation>Zeit T (µs)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set timeline.net_latency_us and timeline.net_bandwidth_gbs to this row&apos;s L and B (Edit ▸ Undo takes both back)</source>
        <translation>timeline.net_latency_us und timeline.net_bandwidth_gbs auf L und B dieser Zeile setzen (Bearbeiten ▸ Rückgängig nimmt beides zurück)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeline network set (Edit ▸ Undo to take it back).</source>
        <translation>Zeitachsen-Netzwerk gesetzt (Bearbeiten ▸ Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 ⚠ not physical</source>
        <translation>%1 ⚠ nicht physikalisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L = %1 ± %2 µs (standard error), %3 degrees of freedom</source>
        <translation>L = %1 ± %2 µs (Standardfehler), %3 Freiheitsgrade</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L = %1 ± %2 µs is negative, which no network has: the straight line does not hold down to the smallest messages. Flagged, not constrained: B is the least-squares slope; the latency is not used.</source>
        <translation>L = %1 ± %2 µs ist negativ, was bei keinem Netzwerk vorkommt: Die Gerade gilt nicht bis hinunter zu den kleinsten Nachrichten. Markiert, nicht eingeschränkt: B ist die Steigung nach kleinsten Quadraten; die Latenz wird nicht verwendet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>B = %1 ± %2 GB/s (1 GB = 10⁹ bytes; standard error by the delta method)</source>
        <translation>B = %1 ± %2 GB/s (1 GB = 10⁹ Bytes; Standardfehler mit der Delta-Methode)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>point to point</source>
        <translation>Punkt-zu-Punkt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 µs, %2 GB/s (%3)</source>
        <translation>%1 µs, %2 GB/s (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One message between two processes: the line itself</source>
        <translation>Eine Nachricht zwischen zwei Prozessen: die Gerade selbst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collective&apos;s line at N = %1 divided by what the %2 pattern does to one link (timeline.comm_pattern)</source>
        <translation>Die Gerade der kollektiven Operation bei N = %1, geteilt durch das, was das %2-Muster mit einer Verbindung macht (timeline.comm_pattern)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>no fit</source>
        <translation>keine Anpassung</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Set timeline.net_latency_us = %1 and timeline.net_bandwidth_gbs = %2 (Edit ▸ Undo takes both back)</source>
        <translation>timeline.net_latency_us = %1 und timeline.net_bandwidth_gbs = %2 setzen (Bearbeiten ▸ Rückgängig nimmt beides zurück)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>measured (N = %1)</source>
        <translation>gemessen (N = %1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fit: L = %1 µs, B = %2 GB/s</source>
        <translation>Anpassung: L = %1 µs, B = %2 GB/s</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n 0-byte row(s) fitted but not drawn (a log axis has no 0)</source>
        <translation>
            <numerusform>%n 0-Byte-Zeile angepasst, aber nicht gezeichnet (eine logarithmische Achse hat keine 0)</numerusform>
            <numerusform>%n 0-Byte-Zeilen angepasst, aber nicht gezeichnet (eine logarithmische Achse hat keine 0)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Timeline model now: network latency L = %1 µs, bandwidth B = %2 GB/s</source>
        <translation>Zeitachsenmodell jetzt: Netzwerklatenz L = %1 µs, Bandbreite B = %2 GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a latency table first.</source>
        <translation>Zuerst eine Latenztabelle auswählen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use measured network (%1, N = %2): L = %3 µs, B = %4 GB/s</source>
        <translation>Gemessenes Netzwerk verwenden (%1, N = %2): L = %3 µs, B = %4 GB/s</translation>
    </message>
</context>
<context>
    <name>scalescope::app::PresenterMode</name>
    <message>
        <location filename="../../app/lessons/presenter_mode.cpp" line="+291"/>
        <source>No zoom: the window&apos;s picture could not be read from the display.</source>
        <translation>Kein Zoom: Das Bild des Fensters ließ sich nicht vom Bildschirm lesen.</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ProbeRunner</name>
    <message>
        <location filename="../../app/measure/probe_runner.cpp" line="+82"/>
        <source>a measurement is already running</source>
        <translation>eine Messung läuft bereits</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scalescope-probe not found beside the program (set SCALESCOPE_PROBE to its path)</source>
        <translation>scalescope-probe nicht neben dem Programm gefunden (SCALESCOPE_PROBE auf seinen Pfad setzen)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cancelled: the finished runs are kept</source>
        <translation>abgebrochen: Die fertigen Läufe bleiben erhalten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scalescope-probe crashed</source>
        <translation>scalescope-probe ist abgestürzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scalescope-probe exited with status %1</source>
        <translation>scalescope-probe wurde mit Status %1 beendet</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ScreenZoom</name>
    <message>
        <location filename="../../app/lessons/screen_zoom.cpp" line="+20"/>
        <source>Zoom — ScaleScope</source>
        <translation>Zoom — ScaleScope</translation>
    </message>
</context>
<context>
    <name>scalescope::app::SeriesDock</name>
    <message>
        <location filename="../../app/window/series_dock.cpp" line="+16"/>
        <source>Series</source>
        <translation>Messreihen</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n run(s), N = %1…%2 %3</source>
        <translation>
            <numerusform>%n Lauf, N = %1…%2 %3</numerusform>
            <numerusform>%n Läufe, N = %1…%2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n list entries: N = cores, E = Rmax/Rpeak</source>
        <translation>
            <numerusform>%n Listeneintrag: N = Kerne, E = Rmax/Rpeak</numerusform>
            <numerusform>%n Listeneinträge: N = Kerne, E = Rmax/Rpeak</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show all series</source>
        <translation>Alle Messreihen anzeigen</translation>
    </message>
</context>
<context>
    <name>scalescope::app::SpeakerNotes</name>
    <message>
        <location filename="../../app/lessons/speaker_notes.cpp" line="+27"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speaker notes — ScaleScope</source>
        <translation>Sprechernotizen — ScaleScope</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1:%2 since the lesson began</source>
        <translation>%1:%2 seit Beginn der Lektion</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No lesson runs.</source>
        <translation>Keine Lektion läuft.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Summary</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Zusammenfassung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The class sees the summary of its answers.</source>
        <translation>Die Klasse sieht die Zusammenfassung ihrer Antworten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Step %2 of %3: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Schritt %2 von %3: %4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(No notes for this step.)</source>
        <translation>(Keine Notizen zu diesem Schritt.)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>**Question:** %1</source>
        <translation>**Frage:** %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>**The model&apos;s answer:** %1</source>
        <translation>**Antwort des Modells:** %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>**The model&apos;s answer:** %1 (accepted: %2)</source>
        <translation>**Antwort des Modells:** %1 (akzeptiert: %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No answer: %1</source>
        <translation>Keine Antwort: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answered.</source>
        <translation>Beantwortet.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not answered yet.</source>
        <translation>Noch nicht beantwortet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: step %1, %2</source>
        <translation>Als Nächstes: Schritt %1, %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: the summary.</source>
        <translation>Als Nächstes: die Zusammenfassung.</translation>
    </message>
</context>
<context>
    <name>scalescope::app::WorkloadForm</name>
    <message>
        <location filename="../../app/measure/workload_form.cpp" line="+48"/>
        <source>Amdahl&apos;s law (known serial fraction)</source>
        <translation>Amdahlsches Gesetz (bekannter serieller Anteil)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel training (MA-SGD, GA-SGD, ADMM)</source>
        <translation>Datenparalleles Training (MA-SGD, GA-SGD, ADMM)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collectives latency (allreduce, gather, broadcast)</source>
        <translation>Latenz kollektiver Operationen (Allreduce, Gather, Broadcast)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>amdahl: a compute kernel of fixed work whose serial part only rank 0 runs; train: a linear model trained as on the PIM system, timed in the breakdown&apos;s categories; allreduce: latency against message size, for the timeline&apos;s network values</source>
        <translation>amdahl: ein Rechenkernel fester Arbeit, dessen seriellen Teil nur Rank 0 ausführt; train: ein lineares Modell, trainiert wie auf dem PIM-System, gemessen in den Kategorien der Aufschlüsselung; allreduce: Latenz über der Nachrichtengröße, für die Netzwerkwerte der Zeitachse</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Message sizes: the smallest is larger than the largest</source>
        <translation>Nachrichtengrößen: Die kleinste ist größer als die größte</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>S: the share of the work that only rank 0 runs while the others wait. A fit of the measured times should give it back (Data ▸ Fit a law, Amdahl: 1 − α).</source>
        <translation>S: der Anteil der Arbeit, den nur Rank 0 ausführt, während die anderen warten. Eine Anpassung der gemessenen Zeiten sollte ihn wiedergeben (Daten ▸ Gesetz anpassen, Amdahl: 1 − α).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial fraction S</source>
        <translation>Serieller Anteil S</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The total work, as seconds on one core (calibrated once per sweep). Longer work makes timing noise smaller against it.</source>
        <translation>Die Gesamtarbeit, als Sekunden auf einem Kern (einmal pro Messdurchlauf kalibriert). Längere Arbeit macht das Zeitrauschen im Verhältnis kleiner.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work at N = 1</source>
        <translation>Arbeit bei N = 1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MA-SGD averages models every local batch, GA-SGD gradients every global batch, ADMM once per epoch (as in the PIM view)</source>
        <translation>MA-SGD mittelt Modelle nach jedem lokalen Batch, GA-SGD Gradienten nach jedem globalen Batch, ADMM einmal pro Epoche (wie in der PIM-Ansicht)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logistic regression</source>
        <translation>Logistische Regression</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Linear SVM</source>
        <translation>Lineare SVM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The linear model trained on seeded, linearly separable synthetic data</source>
        <translation>Das lineare Modell, trainiert auf synthetischen, linear separierbaren Daten mit festem Seed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star (rank 0 is the parameter server)</source>
        <translation>Stern (Rank 0 ist der Parameterserver)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allreduce</source>
        <translation>Allreduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star: push, compute, pull, update as on the UPMEM system; allreduce: no server, one allreduce per round (counted as pull)</source>
        <translation>Stern: Push, Rechnen, Pull, Update wie auf dem UPMEM-System; Allreduce: kein Server, ein Allreduce pro Runde (als Pull gezählt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>m: training samples in total (weak: per rank)</source>
        <translation>m: Trainingssamples insgesamt (schwach: pro Rank)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d: features, i.e. model entries</source>
        <translation>d: Merkmale, d. h. Modelleinträge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA-SGD and ADMM: b per worker; GA-SGD: B in total</source>
        <translation>MA-SGD und ADMM: b pro Worker; GA-SGD: B insgesamt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes over the data; loss and accuracy are kept per epoch</source>
        <translation>Durchgänge über die Daten; Verlust und Genauigkeit werden pro Epoche festgehalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Synchronisation</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples m</source>
        <translation>Samples m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features d</source>
        <translation>Merkmale d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs</source>
        <translation>Epochen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Smallest message per rank (powers of two up to the largest)</source>
        <translation>Kleinste Nachricht pro Rank (Zweierpotenzen bis zur größten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest message per rank</source>
        <translation>Größte Nachricht pro Rank</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs N ≥ 2: one rank has no network. The fit T(m) = L + m/B at the largest N gives the timeline&apos;s latency and bandwidth.</source>
        <translation>Benötigt N ≥ 2: Ein einzelner Rank hat kein Netzwerk. Die Anpassung T(m) = L + m/B beim größten N liefert Latenz und Bandbreite der Zeitachse.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ClassPanel</name>
    <message>
        <location filename="../../views/classroom/class_panel.cpp" line="+128"/>
        <source>The join code: students type it, or scan the QR code</source>
        <translation>Der Beitrittscode: Lernende tippen ihn ein oder scannen den QR-Code</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Peek</source>
        <translation>Vorab ansehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The room&apos;s answers stay hidden until the reveal; this shows them before it — on the projector too.</source>
        <translation>Die Antworten der Klasse bleiben bis zur Auflösung verborgen; dies zeigt sie vorher – auch auf dem Beamer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock joining</source>
        <translation>Beitritt sperren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one else can join; those who joined go on answering.</source>
        <translation>Niemand kann mehr beitreten; wer beigetreten ist, antwortet weiter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reveal</source>
        <translation>Auflösen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes the room&apos;s answer (the median, or the choice most made) as the class&apos;s and shows the model&apos;s answer on every device.</source>
        <translation>Nimmt die Antwort der Klasse (den Median oder die häufigste Wahl) als Antwort der Klasse und zeigt die Antwort des Modells auf jedem Gerät.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paper…</source>
        <translation>Papier…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the answers of paper forms into this question</source>
        <translation>Die Antworten von Papierbögen zu dieser Frage eintippen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next step ▶</source>
        <translation>Nächster Schritt ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson&apos;s next step; its question reaches every device.</source>
        <translation>Der nächste Schritt der Lektion; seine Frage erreicht jedes Gerät.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No session</source>
        <translation>Keine Sitzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On paper</source>
        <translation>Auf Papier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An offline session: nothing listens; type the answers of paper forms with Paper…</source>
        <translation>Eine Offline-Sitzung: nichts lauscht im Netz; tippen Sie die Antworten der Papierbögen mit „Papier…“ ein</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n joined</source>
        <translation>
            <numerusform>%n beigetreten</numerusform>
            <numerusform>%n beigetreten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n answered</source>
        <translation>
            <numerusform>%n hat geantwortet</numerusform>
            <numerusform>%n haben geantwortet</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no question open</source>
        <translation>keine Frage offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model: %1 (the line)</source>
        <translation>das Modell: %1 (die Linie)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+52"/>
        <source>Students</source>
        <translation>Lernende</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choice</source>
        <translation>Wahl</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s answer</source>
        <translation>Die Antwort des Modells</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answer [%1]</source>
        <translation>Antwort [%1]</translation>
    </message>
</context>
<context>
    <name>scalescope::views::DataTableView</name>
    <message>
        <location filename="../../views/scaling/data_table_view.cpp" line="+135"/>
        <source>%1 measured runs from %2 file(s). Double-click a cell to edit (Ctrl+Z undoes).%3</source>
        <translation>%1 gemessene Läufe aus %2 Datei(en). Zum Bearbeiten auf eine Zelle doppelklicken (Ctrl+Z macht rückgängig).%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> &lt;b&gt;%1 row(s) not used&lt;/b&gt; (⚠: hover for the reason).</source>
        <translation> &lt;b&gt;%1 Zeile(n) nicht verwendet&lt;/b&gt; (⚠: für den Grund mit der Maus darüberfahren).</translation>
    </message>
</context>
<context>
    <name>scalescope::views::GuessGauge</name>
    <message>
        <location filename="../../views/lessons/guess_gauge.cpp" line="+72"/>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your guess</source>
        <translation>eigene Schätzung</translation>
    </message>
</context>
<context>
    <name>scalescope::views::LessonPane</name>
    <message>
        <location filename="../../views/lessons/lesson_pane.cpp" line="+53"/>
        <source>Check my answer</source>
        <translation>Antwort prüfen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+167"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>your prediction</source>
        <translation>eigene Vorhersage</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Or type the parameter&apos;s value here and check</source>
        <translation>Oder hier den Wert des Parameters eingeben und prüfen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1/%2</source>
        <comment>a lesson&apos;s step of its steps, short</comment>
        <translation>%1/%2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Next lesson ▶</source>
        <translation>Nächste Lektion ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Move “%1” in the Parameters panel and watch the bar: the line marks the threshold. Or type the value below. Then check.</source>
        <translation>„%1“ im Parameterbereich verschieben und den Balken beobachten: Die Linie markiert die Schwelle. Oder den Wert unten eingeben. Dann prüfen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>✔ Right.</source>
        <translation>✔ Richtig.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✘ Not quite.</source>
        <translation>✘ Nicht ganz.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Type a number first (e.g. 20, 0.5 or 1e6).</source>
        <translation>Zuerst eine Zahl eingeben (z. B. 20, 0,5 oder 1e6).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an option first.</source>
        <translation>Zuerst eine Option wählen.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::LiveGauge</name>
    <message>
        <location filename="../../views/lessons/live_gauge.cpp" line="+13"/>
        <source>The hidden quantity now: the bar&apos;s end against the question&apos;s threshold (the line). Its value shows once you have answered.</source>
        <translation>Die verborgene Größe jetzt: das Ende des Balkens gegenüber der Schwelle der Frage (die Linie). Ihr Wert erscheint nach dem Antworten.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::MeasuredBreakdownPlot</name>
    <message>
        <location filename="../../views/pim/measured_breakdown_plot.cpp" line="+47"/>
        <source>Local compute</source>
        <translation>Lokales Rechnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push (server → workers)</source>
        <translation>Push (Server → Worker)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull (workers → server)</source>
        <translation>Pull (Worker → Server)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server update</source>
        <translation>Server-Update</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Time of the run (%1)</source>
        <translation>Zeit des Laufs (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured training: none loaded</source>
        <translation>Gemessenes Training: keines geladen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured: %1 · N = %2 %3</source>
        <translation>Gemessen: %1 · N = %2 %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % of the parts (%5)&lt;br&gt;mean of %6 run(s) at N = %7 %8; measured total %9&lt;br&gt;&lt;i&gt;stands for the PIM category &quot;%10&quot;&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % der Teile (%5)&lt;br&gt;Mittelwert von %6 Lauf/Läufen bei N = %7 %8; gemessene Summe %9&lt;br&gt;&lt;i&gt;steht für die PIM-Kategorie „%10“&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ParameterPanel</name>
    <message>
        <location filename="../../views/panel/parameter_panel.cpp" line="+81"/>
        <source>Show all %1 parameters</source>
        <translation>Alle %1 Parameter anzeigen</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Search parameters</source>
        <translation>Parameter suchen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows only the parameters whose name, id or description contain the text</source>
        <translation>Zeigt nur die Parameter, deren Name, ID oder Beschreibung den Text enthält</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Show all</source>
        <translation>Alle zeigen</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimBreakdownPlot</name>
    <message>
        <location filename="../../views/pim/pim_breakdown_plot.cpp" line="+46"/>
        <source>Time of 1 epoch (s)</source>
        <translation>Zeit für 1 Epoche (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CPU, same algorithm</source>
        <translation>CPU, gleicher Algorithmus</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>
(selected)</source>
        <translation>
(ausgewählt)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>N = %1 DPUs · %2</source>
        <translation>N = %1 DPUs · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM training: where the time goes</source>
        <translation>PIM-Training: wohin die Zeit geht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comm+sync: MA-SGD/ADMM = %1, GA-SGD/ADMM = %2</source>
        <translation>Komm.+Sync: MA-SGD/ADMM = %1, GA-SGD/ADMM = %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>
Criteo: P&apos;s Fig. 10 plots its measured CPU and PIM runs on one 0–4250 s axis; here the model disagrees with the paper</source>
        <translation>
Criteo: Abb. 10 von P zeigt die dort gemessenen CPU- und PIM-Läufe auf einer Achse von 0–4250 s; hier widerspricht das Modell der Publikation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
the %1 GB training set does not fit the GPU: streamed</source>
        <translation>
Der %1-GB-Trainingsdatensatz passt nicht in die GPU: gestreamt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 needs %2 MB per DPU: more than the 64 MB MRAM bank</source>
        <translation>%1 braucht %2 MB pro DPU: mehr als die 64-MB-MRAM-Bank</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % of %5&lt;br&gt;&lt;i&gt;%6&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % von %5&lt;br&gt;&lt;i&gt;%6&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1, total: %2&lt;/b&gt;&lt;br&gt;the sum of the five categories</source>
        <translation>&lt;b&gt;%1, gesamt: %2&lt;/b&gt;&lt;br&gt;die Summe der fünf Kategorien</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2%3 for the same epochs&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2%3 für dieselben Epochen&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimCalibrationPanel</name>
    <message>
        <location filename="../../views/pim/pim_calibration_panel.cpp" line="+56"/>
        <location line="+139"/>
        <source>Fitted to the paper</source>
        <translation>An die Publikation angepasst</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+139"/>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+136"/>
        <source>Run configuration (paper&apos;s settings)</source>
        <translation>Laufkonfiguration (Einstellungen der Publikation)</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>below</source>
        <translation>unterhalb</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>holds</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fails</source>
        <translation>verfehlt</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>holds (%1 cases)</source>
        <translation>erfüllt (%1 Fälle)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PIM model: what is measured, what is modelled</source>
        <translation>PIM-Modell: was gemessen, was modelliert ist</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Paper&lt;/b&gt; values are results reported by Rhyner et al., &lt;i&gt;Analysis of Distributed Optimization Algorithms on a Real Processing-In-Memory System&lt;/i&gt; (PACT 2024, arXiv:2404.07164), measured on a real UPMEM system. &lt;b&gt;Model&lt;/b&gt; values are computed by ScaleScope from the current cost parameters for the same runs. &lt;b&gt;Fitted&lt;/b&gt; targets are those some defaults were chosen to meet (the knobs are named): meeting them is a fit, not a validation. &lt;b&gt;Predicted&lt;/b&gt; targets follow from the model&apos;s structure with no knob tuned to them. A value counts as met within ±%1 %. P&apos;s measured CPU and GPU times are not shown anywhere: neither the paper text we could read nor its artifact (CMU-SAFARI/PIM-Opt: code without result files) gives them as numbers.</source>
        <translation>&lt;b&gt;Publikations&lt;/b&gt;werte sind Ergebnisse, die Rhyner et al. in &lt;i&gt;Analysis of Distributed Optimization Algorithms on a Real Processing-In-Memory System&lt;/i&gt; (PACT 2024, arXiv:2404.07164) berichten, gemessen auf einem realen UPMEM-System. &lt;b&gt;Modell&lt;/b&gt;werte berechnet ScaleScope aus den aktuellen Kostenparametern für dieselben Läufe. &lt;b&gt;Angepasste&lt;/b&gt; Ziele sind jene, für die einige Standardwerte gewählt wurden (die Stellgrößen sind genannt): Sie zu treffen ist eine Anpassung, keine Validierung. &lt;b&gt;Vorhergesagte&lt;/b&gt; Ziele folgen aus der Struktur des Modells, ohne dass eine Stellgröße auf sie abgestimmt wurde. Ein Wert gilt innerhalb von ±%1 % als erreicht. Die gemessenen CPU- und GPU-Zeiten von P werden nirgends gezeigt: Weder der uns zugängliche Text der Publikation noch ihr Artefakt (CMU-SAFARI/PIM-Opt: Code ohne Ergebnisdateien) nennt sie als Zahlen.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knobs fitted to it</source>
        <translation>Daran angepasste Stellgrößen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper</source>
        <translation>Publikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+33"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Reading of 25.10× / 640.35×</source>
        <translation>Lesart von 25,10× / 640,35×</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>MA-SGD/ADMM</source>
        <translation>MA-SGD/ADMM</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>GA-SGD/ADMM</source>
        <translation>GA-SGD/ADMM</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Which data set P&apos;s two communication ratios describe is not settled: they stand in one paragraph with the compute ratios, which fit only YFCC, while the GA/MA structure fits Criteo. The model&apos;s value for each reading (LR, 2048 DPUs, weak scaling, 1 epoch); P&apos;s YFCC breakdown figure uses GA-SGD with B = 4096, its scaling figures 8192.</source>
        <translation>Welchen Datensatz die beiden Kommunikationsverhältnisse von P beschreiben, ist nicht geklärt: Sie stehen in einem Absatz mit den Rechenverhältnissen, die nur zu YFCC passen, während die GA/MA-Struktur zu Criteo passt. Der Wert des Modells für jede Lesart (LR, 2048 DPUs, schwache Skalierung, 1 Epoche); die YFCC-Aufschlüsselung von P verwendet GA-SGD mit B = 4096, ihre Skalierungsabbildungen 8192.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank exponent γ</source>
        <translation>Rank-Exponent γ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Criteo LR communication ratios for other values of the assumed rank-scaling exponent γ (aggregate host bandwidth ∝ ranks^γ), every other cost unchanged: the ratios are sensitive to an assumption that no measurement fixes.</source>
        <translation>Die Kommunikationsverhältnisse für Criteo LR bei anderen Werten des angenommenen Rank-Skalierungsexponenten γ (gesamte Host-Bandbreite ∝ Ranks^γ), alle anderen Kosten unverändert: Die Verhältnisse hängen empfindlich von einer Annahme ab, die keine Messung festlegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Measured (PrIM)</source>
        <translation>Gemessen (PrIM)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vendor specification</source>
        <translation>Herstellerspezifikation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the paper</source>
        <translation>Aus der Publikation</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The calibration targets cannot be evaluated: %1</source>
        <translation>Die Kalibrierungsziele können nicht ausgewertet werden: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Fitted:&lt;/b&gt; %1 targets, %2 knobs fitted to them (%3): &lt;b&gt;%4 degrees of freedom&lt;/b&gt;, so a met fitted target is a fit, not a validation. The fitted values depend on assumed inputs (%5). &lt;b&gt;Predicted:&lt;/b&gt; %6 targets with no knob tuned to them. &lt;b&gt;Consistency checks:&lt;/b&gt; %7 statements that hold by construction or by an assumption chosen for them: they cannot fail, so they test nothing (hover for why).</source>
        <translation>&lt;b&gt;Angepasst:&lt;/b&gt; %1 Ziele, %2 daran angepasste Stellgrößen (%3): &lt;b&gt;%4 Freiheitsgrade&lt;/b&gt;, daher ist ein erreichtes angepasstes Ziel eine Anpassung, keine Validierung. Die angepassten Werte hängen von angenommenen Eingaben ab (%5). &lt;b&gt;Vorhergesagt:&lt;/b&gt; %6 Ziele, auf die keine Stellgröße abgestimmt ist. &lt;b&gt;Konsistenzprüfungen:&lt;/b&gt; %7 Aussagen, die konstruktionsbedingt oder durch eine eigens dafür gewählte Annahme gelten: Sie können nicht scheitern und prüfen daher nichts (für den Grund mit der Maus darüberfahren).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fitted</source>
        <translation>angepasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>consistency check</source>
        <translation>Konsistenzprüfung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>vorhergesagt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ yes</source>
        <translation>✓ ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ no</source>
        <translation>✗ nein</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>P (as reported)</source>
        <translation>P (wie berichtet)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Criteo, LR (B = %1)</source>
        <translation>Criteo, LR (B = %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M-HNfc6, LR (B = %1)</source>
        <translation>YFCC100M-HNfc6, LR (B = %1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> (current)</source>
        <translation> (aktuell)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>paper&apos;s default</source>
        <translation>Standardwert der Publikation</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimScalingPlot</name>
    <message>
        <location filename="../../views/pim/pim_scaling_plot.cpp" line="+41"/>
        <source>DPUs N</source>
        <translation>DPUs N</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time of 1 epoch (s)</source>
        <translation>Zeit für 1 Epoche (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU A100 (hardware bound)</source>
        <translation>GPU A100 (Hardwaregrenze)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>CPU, same algorithm</source>
        <translation>CPU, gleicher Algorithmus</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>PIM training: scaling over N</source>
        <translation>PIM-Training: Skalierung über N</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>PIM = GPU
N ≈ %1</source>
        <translation>PIM = GPU
N ≈ %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>◂ N = %1, off the chart</source>
        <translation>◂ N = %1, außerhalb des Diagramms</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1, off the chart ▸</source>
        <translation>N = %1, außerhalb des Diagramms ▸</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2→%3: %4× (ideal %5×), E = %6 %</source>
        <translation>%1 %2→%3: %4× (ideal %5×), E = %6 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, Gustafson-type s = %1</source>
        <translation>, Gustafson-artiges s = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 1−α_eff = %1</source>
        <translation>, 1−α_eff = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (assumed γ = %1)</source>
        <translation> (angenommenes γ = %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident GPU</source>
        <translation>residente GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>streamed GPU</source>
        <translation>streamende GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PIM overtakes the %1 at N ≈ %2 DPUs</source>
        <translation>PIM überholt die %1 bei N ≈ %2 DPUs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 overtakes PIM at N ≈ %2 DPUs</source>
        <translation>die %1 überholt PIM bei N ≈ %2 DPUs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PIM is faster than the %1 over the whole range</source>
        <translation>PIM ist über den ganzen Bereich schneller als die %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 is faster over the whole range</source>
        <translation>die %1 ist über den ganzen Bereich schneller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the CPU&apos;s hardware bound is faster still</source>
        <translation>; die Hardwaregrenze der CPU ist noch schneller</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimView</name>
    <message>
        <location filename="../../views/pim/pim_view.cpp" line="+49"/>
        <source>At N DPUs</source>
        <translation>Bei N DPUs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling over N</source>
        <translation>Skalierung über N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the time goes for each algorithm at the current N</source>
        <translation>Wohin die Zeit bei jedem Algorithmus beim aktuellen N geht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current algorithm from 256 to 2560 DPUs, with ideal scaling</source>
        <translation>Der aktuelle Algorithmus von 256 bis 2560 DPUs, mit idealer Skalierung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto scale</source>
        <translation>Automatische Skala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear, stacked</source>
        <translation>Linear, gestapelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log, side by side</source>
        <translation>Log., nebeneinander</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Linear, stacked&lt;/b&gt;: each bar is the whole run, its segments add up to the total.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Log, side by side&lt;/b&gt;: for times that span decades (GA-SGD&apos;s communication is hundreds of times ADMM&apos;s). The categories stand next to each other and the diamond marks the total: stacking on a log axis would squeeze every upper segment into a sliver, and bar lengths there start at an arbitrary floor, so read the tops.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Auto&lt;/b&gt; switches to log when the totals span more than %1×.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Linear, gestapelt&lt;/b&gt;: Jeder Balken ist der ganze Lauf, seine Segmente summieren sich zur Gesamtzeit.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Log., nebeneinander&lt;/b&gt;: für Zeiten, die Größenordnungen umfassen (die Kommunikation von GA-SGD beträgt das Hundertfache und mehr von der bei ADMM). Die Kategorien stehen nebeneinander, und die Raute markiert die Gesamtzeit: Stapeln auf einer logarithmischen Achse würde jedes obere Segment zu einem schmalen Streifen zusammendrücken, und Balkenlängen beginnen dort an einem willkürlichen Boden, daher die Oberkanten ablesen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Automatisch&lt;/b&gt; schaltet auf logarithmisch um, wenn die Gesamtzeiten mehr als %1× auseinanderliegen.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Calibration…</source>
        <translation>Kalibrierung…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is measured (the paper&apos;s results) and what is modelled (every parameter&apos;s source)</source>
        <translation>Was gemessen ist (die Ergebnisse der Publikation) und was modelliert ist (die Quelle jedes Parameters)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At N</source>
        <translation>Bei N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over N</source>
        <translation>Über N</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>PIM breakdown</source>
        <translation>PIM-Aufschlüsselung</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PIM model: where an epoch&apos;s time goes</source>
        <translation>PIM-Modell: wohin die Zeit einer Epoche geht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM model: epoch time against DPUs</source>
        <translation>PIM-Modell: Epochenzeit über DPUs</translation>
    </message>
</context>
<context>
    <name>scalescope::views::RooflineView</name>
    <message>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+32"/>
        <source>%1 op/B</source>
        <translation>%1 op/B</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view.cpp" line="+61"/>
        <source>All algorithms</source>
        <translation>Alle Algorithmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+441"/>
        <source>Path over N</source>
        <translation>Pfad über N</translation>
    </message>
    <message>
        <location line="-440"/>
        <source>Other precisions</source>
        <translation>Andere Genauigkeiten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Machine:</source>
        <translation>&amp;Maschine:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whose roofs to draw: the PIM system of the paper at the current number of DPUs, its CPU or GPU baseline, the timeline model&apos;s N units (one step&apos;s copy and communication as dots), a machine whose roofs you type (Parameters ▸ Roofline: custom machine), or a machine whose roofs a tool measured (File ▸ Import data: ERT&apos;s roofline.json, likwid-bench output)</source>
        <translation>Wessen Dächer gezeichnet werden: das PIM-System des Artikels bei der aktuellen Zahl der DPUs, seine CPU- oder GPU-Basis, die N Einheiten des Zeitachsenmodells (Kopie und Kommunikation eines Schritts als Punkte), eine Maschine, deren Dächer Sie eingeben (Parameter ▸ Roofline: eigene Maschine), oder eine Maschine, deren Dächer ein Werkzeug gemessen hat (Datei ▸ Daten importieren: roofline.json von ERT, Ausgabe von likwid-bench)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Where each level&apos;s dot of the current algorithm lies at 64, 128, …, 2,048 and 2,560 DPUs; the roofs drawn are those at the current number of DPUs</source>
        <translation>Wo der Punkt jeder Ebene des aktuellen Algorithmus bei 64, 128, …, 2.048 und 2.560 DPUs liegt; die gezeichneten Dächer sind die bei der aktuellen Zahl von DPUs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compute roofs of number formats the model&apos;s FP32 training does not use (FP64; FP16 and INT8 on the GPU&apos;s tensor cores): what another precision could reach. Dots are judged against the FP32 peak.</source>
        <translation>Rechendächer von Zahlenformaten, die das FP32-Training des Modells nicht nutzt (FP64; FP16 und INT8 auf den Tensor-Kernen der GPU): was eine andere Genauigkeit erreichen könnte. Punkte werden an der FP32-Spitze gemessen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dots of MA-SGD (○), GA-SGD (□) and ADMM (△), the current algorithm filled</source>
        <translation>Punkte von MA-SGD (○), GA-SGD (□) und ADMM (△), der aktuelle Algorithmus gefüllt</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Operational intensity (op/B)</source>
        <translation>Operationelle Intensität (op/B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I (op/B)</source>
        <translation>I (op/B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+305"/>
        <location filename="../../views/roofline/roofline_view_kernels.cpp" line="+88"/>
        <source>Performance (op/s)</source>
        <translation>Leistung (op/s)</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>P (op/s)</source>
        <translation>P (op/s)</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+358"/>
        <source>Roofline</source>
        <translation>Roofline</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>No roofline: %1</source>
        <translation>Keine Roofline: %1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · %3: %4, bound by %5 (%6 % of the %7 s epoch)</source>
        <translation>%1 · %2 · %3: %4, begrenzt durch %5 (%6 % der Epoche von %7 s)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the epoch&apos;s hardware bound, %2 under the %3 roof</source>
        <translation>%1: Hardwaregrenze der Epoche, %2 unter dem Dach %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; the same algorithm with its synchronisation: %1 (%2 % of it)</source>
        <translation>; gleicher Algorithmus mit seiner Synchronisation: %1 (%2 % davon)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · Dots: the epoch at each level, in its roof&apos;s colour, ringed where it binds</source>
        <translation> · Punkte: die Epoche auf jeder Ebene in der Farbe ihres Dachs, eingekreist, wo sie begrenzend ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (○ MA-SGD, □ GA-SGD, △ ADMM; hollow: not chosen)</source>
        <translation> (○ MA-SGD, □ GA-SGD, △ ADMM; ungefüllt: nicht gewählt)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n dot(s) above the roof: a units or counting error</source>
        <translation>
            <numerusform> · %n Punkt über dem Dach: ein Einheiten- oder Zählfehler</numerusform>
            <numerusform> · %n Punkte über dem Dach: ein Einheiten- oder Zählfehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n kernel(s) above this machine&apos;s roofs: measured on another machine, or a units or counting error</source>
        <translation>
            <numerusform> · %n Kernel über den Dächern dieser Maschine: auf einer anderen Maschine gemessen oder ein Einheiten- oder Zählfehler</numerusform>
            <numerusform> · %n Kernel über den Dächern dieser Maschine: auf einer anderen Maschine gemessen oder ein Einheiten- oder Zählfehler</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+38"/>
        <source>Ridge point of %1 under %2: %3</source>
        <translation>Knickpunkt von %1 unter %2: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view.cpp" line="+41"/>
        <location filename="../../views/roofline/roofline_view_kernels.cpp" line="-1"/>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+12"/>
        <source>Intensity (op/B)</source>
        <translation>Intensität (op/B)</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+1"/>
        <source>Attainable (op/s)</source>
        <translation>Erreichbar (op/s)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Ridge points</source>
        <translation>Knickpunkte</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ridge (op/B)</source>
        <translation>Knickpunkt (op/B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak (op/s)</source>
        <translation>Spitze (op/s)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>ridge %1</source>
        <translation>Knick %1</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view.cpp" line="+8"/>
        <source>%1 of attainable %2 under %3 (%4 %)</source>
        <translation>%1 von erreichbaren %2 unter %3 (%4 %)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On its roof by construction: a consistency check, not a prediction</source>
        <translation>Konstruktionsbedingt auf seinem Dach: eine Konsistenzprüfung, keine Vorhersage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This part takes %1 s of the %2 s step</source>
        <translation>Dieser Anteil beansprucht %1 s des Schritts von %2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This level takes %1 s of the %2 s epoch</source>
        <translation>Diese Ebene beansprucht %1 s der Epoche von %2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Binds the step&lt;/b&gt; (the part with the most time)</source>
        <translation>&lt;b&gt;Begrenzt den Schritt&lt;/b&gt; (der Anteil mit der meisten Zeit)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Binds the epoch&lt;/b&gt; (the level with the most time)</source>
        <translation>&lt;b&gt;Begrenzt die Epoche&lt;/b&gt; (die Ebene mit der meisten Zeit)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Above its roof&lt;/b&gt;: a units or counting error, not a win</source>
        <translation>&lt;b&gt;Über seinem Dach&lt;/b&gt;: ein Einheiten- oder Zählfehler, kein Gewinn</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Binding level</source>
        <translation>Begrenzende Ebene</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Above its roof: an error</source>
        <translation>Über seinem Dach: ein Fehler</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_kernels.cpp" line="-22"/>
        <source>%1 (%2, line %3): %4 of attainable %5 under %6 (%7 %)</source>
        <translation>%1 (%2, Zeile %3): %4 von erreichbaren %5 unter %6 (%7 %)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Above this machine&apos;s roof&lt;/b&gt;: measured on another machine, or a units or counting error</source>
        <translation>&lt;b&gt;Über dem Dach dieser Maschine&lt;/b&gt;: auf einer anderen Maschine gemessen oder ein Einheiten- oder Zählfehler</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Measured kernels (%n)</source>
        <translation>
            <numerusform>Gemessene Kernel (%n)</numerusform>
            <numerusform>Gemessene Kernel (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view.cpp" line="+35"/>
        <source>N = %1</source>
        <translation>N = %1</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_measured.cpp" line="+61"/>
        <source>%1, %2: peak %3</source>
        <translation>%1, %2: Spitze %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: peak %2</source>
        <translation>%1: Spitze %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (typed: the file measured bandwidths only)</source>
        <translation> (eingegeben: die Datei hat nur Bandbreiten gemessen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; ridge point under %1: %2 op/B</source>
        <translation>; Knickpunkt unter %1: %2 op/B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · Import a kernel table to see kernels under these roofs</source>
        <translation> · Importieren Sie eine Kernel-Tabelle, um Kernel unter diesen Dächern zu sehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · Crosses: the loaded kernels</source>
        <translation> · Kreuze: die geladenen Kernel</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_lesson.cpp" line="+73"/>
        <source>Highlighted</source>
        <translation>Hervorgehoben</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_timeline.cpp" line="+17"/>
        <source>%1: a step of %2 s at %3 (%4 % of the peak), bound by %5 (%6 % of the step)</source>
        <translation>%1: ein Schritt von %2 s bei %3 (%4 % der Spitze), begrenzt durch %5 (%6 % des Schritts)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · Operations read as P₁ · T_compute / g: the compute runs at the peak by construction (a consistency check); the dots are the copy and the communication</source>
        <translation> · Operationen als P₁ · T_compute / g gelesen: das Rechnen läuft konstruktionsbedingt auf der Spitze (eine Konsistenzprüfung); die Punkte sind die Kopie und die Kommunikation</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingCurvesTab</name>
    <message>
        <location filename="../../views/scaling/scaling_curves_tab.cpp" line="+12"/>
        <source>Plot</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Payload</source>
        <translation>Nutzleistung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured series</source>
        <translation>Messreihen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TOP500 systems</source>
        <translation>TOP500-Systeme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide each curve and the measured points</source>
        <translation>Jede Kurve und die Messpunkte ein- oder ausblenden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Residuals vs</source>
        <translation>Residuen gegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted vs measured speed-up</source>
        <translation>Vorhergesagte gegen gemessene Beschleunigung</translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+244"/>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <location line="-243"/>
        <location line="+244"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="-243"/>
        <source>Residual (%)</source>
        <translation>Residuum (%)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P (TFlop/s)</source>
        <translation>P (TFlop/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S(N)</source>
        <translation>S(N)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vs %1 (%)</source>
        <translation>gegen %1 (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ (%)</source>
        <translation>Δ (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>payload</source>
        <translation>Nutzleistung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted vs measured %1</source>
        <translation>Vorhergesagte gegen gemessene %1</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>The residual panel has no room at this size; it comes back when the plot is taller</source>
        <translation>Das Residuenfeld hat bei dieser Größe keinen Platz; es erscheint wieder, wenn der Plot höher ist</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>time %1 s&lt;br&gt;</source>
        <translation>Zeit %1 s&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S = %1, E = %2</source>
        <translation>S = %1, E = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, payload %1 TFlop/s</source>
        <translation>, Nutzleistung %1 TFlop/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;%1 line %2</source>
        <translation>&lt;br&gt;%1 Zeile %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;&lt;b&gt;outlier&lt;/b&gt; among its repetitions</source>
        <translation>&lt;br&gt;&lt;b&gt;Ausreißer&lt;/b&gt; unter seinen Wiederholungen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> — no payload: needs Rmax or a unit_peak_gflops column</source>
        <translation> — keine Nutzleistung: benötigt Rmax oder eine Spalte unit_peak_gflops</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — payload for %1 of %2 runs (unit_peak_gflops missing)</source>
        <translation> — Nutzleistung für %1 von %2 Läufen (unit_peak_gflops fehlt)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (weak)</source>
        <translation> (schwach)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>residual (%)</source>
        <translation>Residuum (%)</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingFitTab</name>
    <message>
        <location filename="../../views/scaling/scaling_fit_tab.cpp" line="+56"/>
        <source>Series</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <translation>Gesetz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on</source>
        <translation>Anpassung an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all runs</source>
        <translation>alle Läufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first </source>
        <translation>erste </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>N to predict the time at: the fitted T(N) and the 95 % prediction interval of one new run there (model/README.md, Fits)</source>
        <translation>N, für das die Zeit vorhergesagt wird: das angepasste T(N) und das 95-%-Vorhersageintervall eines neuen Laufs dort (model/README.md, Fits)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predict at N</source>
        <translation>Vorhersage bei N</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply to model</source>
        <translation>Auf Modell anwenden</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+124"/>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Time T(N) (s)</source>
        <translation>Zeit T(N) (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>95 % confidence band</source>
        <translation>95-%-Konfidenzband</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95 % band, upper</source>
        <translation>95-%-Band, oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower 95 % (s)</source>
        <translation>95 % unten (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upper 95 % (s)</source>
        <translation>95 % oben (s)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>95 % band, extrapolated</source>
        <translation>95-%-Band, extrapoliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95 % band, extrapolated, upper</source>
        <translation>95-%-Band, extrapoliert, oben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower 95 %, extrapolated (s)</source>
        <translation>95 % unten, extrapoliert (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upper 95 %, extrapolated (s)</source>
        <translation>95 % oben, extrapoliert (s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fitted law</source>
        <translation>Angepasstes Gesetz</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+211"/>
        <source>Extrapolated (prediction)</source>
        <translation>Extrapoliert (Vorhersage)</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Median of repetitions</source>
        <translation>Median der Wiederholungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+132"/>
        <source>Runs used in the fit</source>
        <translation>In der Anpassung verwendete Läufe</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Runs predicted, not fitted</source>
        <translation>Vorhergesagte, nicht angepasste Läufe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outlier (still fitted)</source>
        <translation>Ausreißer (weiterhin angepasst)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Excluded from the fit</source>
        <translation>Von der Anpassung ausgeschlossen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Fit: no measured series loaded</source>
        <translation>Anpassung: keine Messreihe geladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a CSV with columns n,time_s (File ▸ Import data…).</source>
        <translation>Eine CSV mit den Spalten n,time_s laden (Datei ▸ Daten importieren…).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fit to %1 (%2 scaling)</source>
        <translation>Anpassung an %1 (%2 Skalierung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>schwache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strong</source>
        <translation>starke</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N (%1)</source>
        <translation>N (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>excluded from the fit (click to include it)&lt;br&gt;line %1</source>
        <translation>von der Anpassung ausgeschlossen (klicken, um ihn aufzunehmen)&lt;br&gt;Zeile %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no measured times: nothing to fit.</source>
        <translation>%1 hat keine gemessenen Zeiten: nichts anzupassen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fit switched off.</source>
        <translation>Anpassung ausgeschaltet.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n run(s) excluded (click one to include it again).</source>
        <translation>
            <numerusform>%n Lauf ausgeschlossen (anklicken, um ihn wieder aufzunehmen).</numerusform>
            <numerusform>%n Läufe ausgeschlossen (einen anklicken, um ihn wieder aufzunehmen).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Measured runs</source>
        <translation>Gemessene Läufe</translation>
    </message>
    <message>
        <location filename="../../views/scaling/fit_text.cpp" line="+14"/>
        <source>, R² = %1</source>
        <translation>, R² = %1</translation>
    </message>
    <message>
        <location filename="../../views/scaling/scaling_fit_tab.cpp" line="+45"/>
        <source>%1 of repetitions, %2</source>
        <translation>%1 der Wiederholungen, %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>±1 s.d.</source>
        <translation>±1 Std.-Abw.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min–max</source>
        <translation>Min–Max</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fitted %1</source>
        <translation>Anpassung: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>residual %1 s (%2 %)&lt;br&gt;line %3&lt;br&gt;click to exclude it from the fit</source>
        <translation>Residuum %1 s (%2 %)&lt;br&gt;Zeile %3&lt;br&gt;klicken, um ihn von der Anpassung auszuschließen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;outlier&lt;/b&gt; among the runs at this N (modified z-score &gt; 3.5), still fitted&lt;br&gt;%1</source>
        <translation>&lt;b&gt;Ausreißer&lt;/b&gt; unter den Läufen bei diesem N (modifizierter z-Wert &gt; 3,5), weiterhin angepasst&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no fit</source>
        <translation>keine Anpassung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>T(%1%2) = %3 s, 95 % prediction interval %4&#xa0;…&#xa0;%5&#xa0;s</source>
        <translation>T(%1%2) = %3 s, 95-%-Vorhersageintervall %4 … %5 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>extrapolated</source>
        <translation>extrapoliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower end &lt; 0 s</source>
        <translation>unteres Ende &lt; 0 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95 % prediction interval of one new run at N = %1: %2 … %3 s, %4 (model/README.md, Fits)%5%6</source>
        <translation>95-%-Vorhersageintervall eines neuen Laufs bei N = %1: %2 … %3 s, %4 (model/README.md, Fits)%5%6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>for a scatter proportional to the time (symmetric in log T)</source>
        <translation>für eine zur Zeit proportionale Streuung (symmetrisch in log T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for a constant scatter (symmetric about T)</source>
        <translation>für eine konstante Streuung (symmetrisch um T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; a time cannot be below 0, so 0 is shown</source>
        <translation>; eine Zeit kann nicht unter 0 liegen, daher wird 0 angezeigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; extrapolated: the runs measured N = %1…%2</source>
        <translation>; extrapoliert: Die Läufe maßen N = %1…%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>± %1 %</source>
        <translation>± %1 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>± %1 s</source>
        <translation>± %1 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighted by 1/time² (Noise of a run: relative): one run scatters %1</source>
        <translation>Gewichtet mit 1/Zeit² (Rauschen eines Laufs: relativ): Ein Lauf streut %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unweighted (Noise of a run: constant): one run scatters %1</source>
        <translation>Ungewichtet (Rauschen eines Laufs: konstant): Ein Lauf streut %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the repetitions alone: %1 (%2 degrees of freedom)</source>
        <translation>; die Wiederholungen allein: %1 (%2 Freiheitsgrade)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2 runs, %3 excluded</source>
        <translation>%1 von %2 Läufen, %3 ausgeschlossen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R² = %1 on %2 (± = 1 standard error; band: 95 %)</source>
        <translation>R² = %1 auf %2 (± = 1 Standardfehler; Band: 95 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>;  serial fraction 1−α = %1</source>
        <translation>;  serieller Anteil 1−α = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>;  peak speed-up at N* = √((1−σ)/κ) = %1</source>
        <translation>;  maximale Beschleunigung bei N* = √((1−σ)/κ) = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>;  N* = none (κ ≤ 0)</source>
        <translation>;  N* = keines (κ ≤ 0)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fitted on the %1 runs at the %2 smallest N; predicts the other %3 within %4 % on average (worst %5 %)</source>
        <translation>Angepasst an die %1 Läufe bei den %2 kleinsten N; sagt die übrigen %3 im Mittel auf %4 % genau voraus (schlechtester %5 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing to apply: there is no fit (see the note under the plot).</source>
        <translation>Nichts anzuwenden: Es gibt keine Anpassung (siehe Hinweis unter dem Plot).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not available: %1.</source>
        <translation>Nicht verfügbar: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sets the model&apos;s parameters to the fit, as one undo step:
%1</source>
        <translation>Setzt die Parameter des Modells auf die Anpassung, als ein Rückgängig-Schritt:
%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply %1 fit</source>
        <translation>%1-Anpassung anwenden</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingGenerationsTab</name>
    <message>
        <location filename="../../views/scaling/scaling_generations_tab.cpp" line="+27"/>
        <source>Across generations: Amdahl&apos;s prediction of Rmax</source>
        <translation>Über Generationen: Amdahls Vorhersage von Rmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured Rmax (TFlop/s)</source>
        <translation>Gemessenes Rmax (TFlop/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted Rmax (TFlop/s)</source>
        <translation>Vorhergesagtes Rmax (TFlop/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pred. (TF/s)</source>
        <translation>Vorh. (TF/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>Vorhergesagt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted = measured</source>
        <translation>Vorhergesagt = gemessen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From → to</source>
        <translation>Von → nach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N later</source>
        <translation>Späteres N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1−α_eff used</source>
        <translation>Verwendetes 1−α_eff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E predicted</source>
        <translation>Vorhergesagtes E</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rmax pred. (TF/s)</source>
        <translation>Rmax vorh. (TF/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rmax meas. (TF/s)</source>
        <translation>Rmax gem. (TF/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1−α_eff achieved</source>
        <translation>Erreichtes 1−α_eff</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 → %2: error %3 %&lt;br&gt;1−α_eff %4 predicts E = %5 at N = %6%7</source>
        <translation>%1 → %2: Fehler %3 %&lt;br&gt;1−α_eff %4 sagt E = %5 bei N = %6 voraus%7</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;br&gt;&lt;i&gt;re-listing of an unchanged machine: exact by construction, left out of the summary&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;erneute Listung einer unveränderten Maschine: konstruktionsbedingt exakt, in der Zusammenfassung ausgelassen&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>measured Rmax (TFlop/s)</source>
        <translation>gemessenes Rmax (TFlop/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted Rmax (TFlop/s)</source>
        <translation>vorhergesagtes Rmax (TFlop/s)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n re-listing(s) with unchanged N, Rmax, Rpeak</source>
        <translation>
            <numerusform>%n erneute Listung mit unverändertem N, Rmax, Rpeak</numerusform>
            <numerusform>%n erneute Listungen mit unverändertem N, Rmax, Rpeak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n repeat(s) of a pair through a re-listed entry</source>
        <translation>
            <numerusform>%n Wiederholung eines Paars über einen erneut gelisteten Eintrag</numerusform>
            <numerusform>%n Wiederholungen eines Paars über einen erneut gelisteten Eintrag</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (left out: %1)</source>
        <translation> (ausgelassen: %1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Earlier entry&apos;s 1−α_eff → Amdahl E at the later N → Rmax = Rpeak·E.
%1 distinct predictions%2; mean |error| %3 %, worst %4 % (labels: yy-mm).</source>
        <translation>1−α_eff des früheren Eintrags → Amdahl-E beim späteren N → Rmax = Rpeak·E.
%1 verschiedene Vorhersagen%2; mittlerer |Fehler| %3 %, schlechtester %4 % (Beschriftungen: jj-mm).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 % (repeat)</source>
        <translation>%1 % (Wiederholung)</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>No system has two TOP500 entries among the loaded data.</source>
        <translation>Kein System hat zwei TOP500-Einträge in den geladenen Daten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only re-listings of unchanged machines: no prediction to summarise.</source>
        <translation>Nur erneute Listungen unveränderter Maschinen: keine Vorhersage zusammenzufassen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>re-listing</source>
        <translation>erneute Listung</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingInverseTab</name>
    <message>
        <location filename="../../views/scaling/scaling_inverse_tab.cpp" line="+16"/>
        <source>Series</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time against 1/N</source>
        <translation>Zeit über 1/N</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1/N (1 / processors)</source>
        <translation>1/N (1 / Prozessoren)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time T(N) (s)</source>
        <translation>Zeit T(N) (s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fitted line T = a + b/N</source>
        <translation>Angepasste Gerade T = a + b/N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured runs</source>
        <translation>Gemessene Läufe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Intercept a</source>
        <translation>Achsenabschnitt a</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>serial time a = %1 ± %2 s</source>
        <translation>serielle Zeit a = %1 ± %2 s</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>N = %1, line %2</source>
        <translation>N = %1, Zeile %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T against 1/N: %1 has no measured times</source>
        <translation>T über 1/N: %1 hat keine gemessenen Zeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T against 1/N: no measured series loaded</source>
        <translation>T über 1/N: keine Messreihe geladen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time against 1/N: %1</source>
        <translation>Zeit über 1/N: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1/N</source>
        <translation>1/N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1/N (N in %1)</source>
        <translation>1/N (N in %1)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>slope: parallel time
b = %1 ± %2 s</source>
        <translation>Steigung: parallele Zeit
b = %1 ± %2 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>T(N) = a + b/N: serial time a = %1 s, parallel work b = %2 s on one unit;
serial fraction a/(a + b) = %3, R² = %4</source>
        <translation>T(N) = a + b/N: serielle Zeit a = %1 s, parallele Arbeit b = %2 s auf einer Einheit;
serieller Anteil a/(a + b) = %3, R² = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A negative intercept: the runs scale better than Amdahl&apos;s law allows.</source>
        <translation>Ein negativer Achsenabschnitt: Die Läufe skalieren besser, als das Amdahlsche Gesetz erlaubt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weak-scaling series: this view assumes a fixed problem size.</source>
        <translation>Messreihe mit schwacher Skalierung: Diese Ansicht setzt eine feste Problemgröße voraus.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingPrecisionTab</name>
    <message>
        <location filename="../../views/scaling/scaling_precision_tab.cpp" line="+26"/>
        <source>Reduced precision: how much of the speed-up r reaches the run</source>
        <translation>Reduzierte Genauigkeit: wie viel der Beschleunigung r beim Lauf ankommt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Processors N (cores)</source>
        <translation>Prozessoren N (Kerne)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realised fraction, gain over FP64 / r</source>
        <translation>Realisierter Anteil, Gewinn gegenüber FP64 / r</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>gain / r</source>
        <translation>Gewinn / r</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whole speed-up reaches the run (gain = r)</source>
        <translation>Die ganze Beschleunigung kommt beim Lauf an (Gewinn = r)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scenario&apos;s N</source>
        <translation>N des Szenarios</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured: (HPL-MxP / HPL) / r_machine</source>
        <translation>Gemessen: (HPL-MxP / HPL) / r_machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gain / r_machine</source>
        <translation>Gewinn / r_machine</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Predicted FP32, gain / %1</source>
        <translation>Vorhergesagt FP32, Gewinn / %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted FP16, gain / %1</source>
        <translation>Vorhergesagt FP16, Gewinn / %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1&lt;br&gt;HPL-MxP %2 PFlop/s, HPL %3 PFlop/s: gain ×%4&lt;br&gt;r_machine = %5 (vendor peaks, hpl_mxp.csv) → %6 of it&lt;br&gt;N from the TOP500 list %7&lt;br&gt;model: FP16 ×%8 there (fraction %9 of r = %10)</source>
        <translation>%1&lt;br&gt;HPL-MxP %2 PFlop/s, HPL %3 PFlop/s: Gewinn ×%4&lt;br&gt;r_machine = %5 (Herstellerspitzen, hpl_mxp.csv) → %6 davon&lt;br&gt;N aus der TOP500-Liste %7&lt;br&gt;Modell: FP16 ×%8 dort (Anteil %9 von r = %10)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Model: compute shrinks by r, communication stays, so gain/r falls from 1 as N grows.</source>
        <translation>Modell: Die Berechnung schrumpft um den Faktor r, die Kommunikation bleibt, daher fällt Gewinn/r mit wachsendem N von 1 ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> At N = %1: FP32 ×%2 (%3 of r), FP16 ×%4 (%5 of r).</source>
        <translation> Bei N = %1: FP32 ×%2 (%3 von r), FP16 ×%4 (%5 von r).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Measured HPL-MxP is weak-scaled (matrix sized to memory) and another algorithm (low-precision LU + refinement, FP64-equivalent flops): its fractions run from %1 (%2) to %3 (%4).</source>
        <translation>
Das gemessene HPL-MxP ist schwach skaliert (Matrixgröße nach dem Speicher bemessen) und ein anderer Algorithmus (LU in niedriger Genauigkeit + Nachiteration, FP64-äquivalente Flops): Seine Anteile reichen von %1 (%2) bis %3 (%4).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Above 1: HPL-MxP ran nearer its low-precision peak than HPL to its FP64 peak.</source>
        <translation> Über 1: HPL-MxP lief näher an seiner Spitze in niedriger Genauigkeit als HPL an seiner FP64-Spitze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No vendor r_machine: %1.</source>
        <translation> Kein r_machine vom Hersteller: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Not placed (no TOP500 entry for N): %1.</source>
        <translation> Nicht platziert (kein TOP500-Eintrag für N): %1.</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingStudyTab</name>
    <message>
        <location filename="../../views/scaling/scaling_study_tab.cpp" line="+48"/>
        <source>Series</source>
        <translation>Messreihe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baseline</source>
        <translation>Bezugslauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest N</source>
        <translation>kleinstes N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one node</source>
        <translation>ein Knoten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N = 1</source>
        <translation>N = 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node =</source>
        <translation>Knoten =</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+103"/>
        <source>min–max</source>
        <translation>Min–Max</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+103"/>
        <source>±1 s.d.</source>
        <translation>±1 Std.-Abw.</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Scaling study</source>
        <translation>Skalierungsstudie</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Time T(N) (s)</source>
        <translation>Zeit T(N) (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <location line="+85"/>
        <location line="+10"/>
        <source>Speed-up S</source>
        <translation>Beschleunigung S</translation>
    </message>
    <message>
        <location line="-135"/>
        <location line="+126"/>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Efficiency E = S/N</source>
        <translation>Effizienz E = S/N</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Ideal</source>
        <translation>Ideal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal time (s)</source>
        <translation>ideale Zeit (s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each run</source>
        <translation>Jeder Lauf</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Outlier</source>
        <translation>Ausreißer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal S = N</source>
        <translation>Ideal S = N</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Time T(N)</source>
        <translation>Zeit T(N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scaling study: %1 has no measured times</source>
        <translation>Skalierungsstudie: %1 hat keine gemessenen Zeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling study: no measured series loaded</source>
        <translation>Skalierungsstudie: keine Messreihe geladen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a CSV with columns n,time_s (and group, scaling).</source>
        <translation>Eine CSV mit den Spalten n,time_s (und group, scaling) laden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>processors</source>
        <translation>Prozessoren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling study: %1 (%2 scaling)</source>
        <translation>Skalierungsstudie: %1 (%2 Skalierung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>schwache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strong</source>
        <translation>starke</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N (%1)</source>
        <translation>N (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 time (bars %2)</source>
        <translation>%1-Zeit (Fehlerbalken: %2)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Ideal: T = T(N_b), E = 1</source>
        <translation>Ideal: T = T(N_b), E = 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ideal: T(N_b)·N_b/N, S = N</source>
        <translation>Ideal: T(N_b)·N_b/N, S = N</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Efficiency T(N_b)/T(N)</source>
        <translation>Effizienz T(N_b)/T(N)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Speed-up N_b·T(N_b)/T(N)</source>
        <translation>Beschleunigung N_b·T(N_b)/T(N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency S/N (right axis)</source>
        <translation>Effizienz S/N (rechte Achse)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>Effizienz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>speed-up</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline run: N = %1 %2, T = %3 s (%4 of %5 run(s)).</source>
        <translation>Bezugslauf: N = %1 %2, T = %3 s (%4 von %5 Lauf/Läufen).</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingView</name>
    <message>
        <location filename="../../views/scaling/scaling_view.cpp" line="+34"/>
        <source>Scaling laws against N: Amdahl, Gustafson, USL, timeline model</source>
        <translation>Skalierungsgesetze über N: Amdahl, Gustafson, USL, Zeitachsenmodell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A law fitted to the measured series</source>
        <translation>Ein an die Messreihe angepasstes Gesetz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling study of the measured series</source>
        <translation>Skalierungsstudie der Messreihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time against 1/N: serial and parallel parts</source>
        <translation>Zeit über 1/N: serielle und parallele Anteile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TOP500 generations: Rmax predicted by Amdahl against measured</source>
        <translation>TOP500-Generationen: von Amdahl vorhergesagtes gegen gemessenes Rmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lower precision: predicted against measured HPL-MxP/HPL gain</source>
        <translation>Niedrigere Genauigkeit: vorhergesagter gegen gemessenen HPL-MxP/HPL-Gewinn</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+12"/>
        <source>Curves</source>
        <translation>Kurven</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Fit</source>
        <translation>Fit</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>Study</source>
        <translation>Studie</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>T vs 1/N</source>
        <translation>T über 1/N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generations</source>
        <translation>Generationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law curves of the scenario against measured points, residuals</source>
        <translation>Gesetzeskurven des Szenarios gegen Messpunkte, Residuen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit a law to the selected series, with its 95 % band</source>
        <translation>Ein Gesetz an die gewählte Messreihe anpassen, mit seinem 95-%-Band</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling-study figure: time, speed-up and efficiency</source>
        <translation>Abbildung der Skalierungsstudie: Zeit, Beschleunigung und Effizienz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time against 1/N: serial and parallel time from a line</source>
        <translation>Zeit über 1/N: serielle und parallele Zeit aus einer Geraden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted vs measured Rmax across TOP500 generations</source>
        <translation>Vorhergesagtes gegen gemessenes Rmax über TOP500-Generationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted gain of reduced precision vs measured HPL-MxP/HPL</source>
        <translation>Vorhergesagter Gewinn reduzierter Genauigkeit gegen gemessenen HPL-MxP/HPL-Gewinn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1/N</source>
        <translation>1/N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gen.</source>
        <translation>Gen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prec.</source>
        <translation>Genau.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Scaling</source>
        <translation>Skalierung</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SciSpinBox</name>
    <message>
        <location filename="../../views/common/sci_spin_box.cpp" line="+45"/>
        <source>%1 is above the largest value, %2: set to %2</source>
        <translation>%1 liegt über dem größten Wert, %2: auf %2 gesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is below the smallest value, %2: set to %2</source>
        <translation>%1 liegt unter dem kleinsten Wert, %2: auf %2 gesetzt</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SeriesList</name>
    <message>
        <location filename="../../views/scaling/series_list.cpp" line="+17"/>
        <source>Remove file</source>
        <translation>Datei entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all</source>
        <translation>Alle anzeigen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checked series are drawn on the Curves tab. Hidden ones stay loaded and saved; the bold one is fitted (Fit and Study tabs).</source>
        <translation>Markierte Messreihen werden im Tab Kurven gezeichnet. Ausgeblendete bleiben geladen und werden gespeichert; die fett gedruckte wird angepasst (Tabs Fit und Studie).</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;br&gt;From %1</source>
        <translation>&lt;br&gt;Aus %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;Shipped with ScaleScope</source>
        <translation>&lt;br&gt;Mit ScaleScope ausgeliefert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;&lt;i&gt;The active series of the Fit and Study tabs.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Die aktive Messreihe der Tabs Fit und Studie.&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unload %1 and every series read from it (Ctrl+Z brings it back)</source>
        <translation>%1 und jede daraus gelesene Messreihe entladen (Ctrl+Z holt sie zurück)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a series of one of your files; the shipped data can only be hidden</source>
        <translation>Eine Messreihe aus einer eigenen Datei auswählen; die mitgelieferten Daten lassen sich nur ausblenden</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SurfaceView</name>
    <message>
        <location filename="../../views/surface/surface_view.cpp" line="+170"/>
        <source>Export figures… (Ctrl+E)</source>
        <translation>Abbildungen exportieren… (Ctrl+E)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+14"/>
        <source>Efficiency surface</source>
        <translation>Effizienzfläche</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, your guess: %1</source>
        <translation>, eigene Schätzung: %1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Surface camera</source>
        <translation>Kamera der Effizienzfläche</translation>
    </message>
</context>
<context>
    <name>scalescope::views::TimelineView</name>
    <message>
        <location filename="../../views/timeline/timeline_view.cpp" line="+88"/>
        <source>One step of the timeline model</source>
        <translation>Ein Schritt des Zeitachsenmodells</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Serial</source>
        <translation>Seriell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute</source>
        <translation>Rechnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host↔device copy</source>
        <translation>Host↔Gerät-Kopie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>Kommunikation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Synchronisation</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <location line="+122"/>
        <location line="+51"/>
        <source>Timeline model: S(N) and E(N)</source>
        <translation>Zeitachsenmodell: S(N) und E(N)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Processors N</source>
        <translation>Prozessoren N</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Efficiency E</source>
        <translation>Effizienz E</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Speed-up S(N)</source>
        <translation>Beschleunigung S(N)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>S(N)</source>
        <translation>S(N)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Current N</source>
        <translation>Aktuelles N</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No accelerator: no host↔device copy.</source>
        <translation>Kein Beschleuniger: keine Host↔Gerät-Kopie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy: %1 MB per step shared out, bytes/N per device (strong scaling).</source>
        <translation>Kopie: %1 MB pro Schritt aufgeteilt, Bytes/N pro Gerät (starke Skalierung).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy: %1 MB per device per step at any N (each device a full memory, Végh&apos;s case); &apos;Copy per device&apos; offers bytes/N.</source>
        <translation>Kopie: %1 MB pro Gerät und Schritt bei jedem N (jedes Gerät ein voller Speicher, Véghs Fall); &apos;Kopie pro Gerät&apos; bietet Bytes/N.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> The ~3× payload of the GPU is the tuned g = %1; the TOP500 rows show it per node, not per core (hover for what the data show).</source>
        <translation> Die ~3× Nutzleistung der GPU ist das abgestimmte g = %1; die TOP500-Zeilen zeigen sie pro Knoten, nicht pro Kern (für das, was die Daten zeigen, mit der Maus darüberfahren).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;What the shipped data do and do not show.&lt;/b&gt; The accelerator speed-up g is a fit: its default is tuned so that switching the accelerator on raises payload about 3×, as Végh reports for Piz Daint&apos;s GPU upgrade. Per node the TOP500 rows agree: 5,272 nodes with a K20X each in 2013-11, 5,320 with a P100 each in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), because the TOP500 counts a GPU&apos;s multiprocessors as cores: 22 per K20X node, 68 per P100 node. Where the rows do not agree with Végh: the gain did not come with little nominal gain, Rpeak per node rose ×3.2 as well.&lt;/p&gt;&lt;p&gt;The rows cannot isolate the memory effect: at about the same size, 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 nodes), 1−α_eff fell ÷2.6 per TOP500 core and rose +20 % per node; the network, software and HPL tuning changed too. The 2016-11 entry (3,040 nodes, part-way through the upgrade) compares a half-installed machine with a whole one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Copy per device.&lt;/b&gt; &apos;constant&apos; keeps every device&apos;s copy at the full bytes whatever N, so T_copy joins the serial part and a bigger accelerator memory raises 1−α_eff; &apos;divided_by_n&apos; shares the bytes out as under strong scaling.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Was die mitgelieferten Daten zeigen und was nicht.&lt;/b&gt; Die Beschleunigung g durch den Beschleuniger ist eine Anpassung: Ihr Standardwert ist so abgestimmt, dass das Einschalten des Beschleunigers die Nutzleistung etwa verdreifacht, wie Végh für das GPU-Upgrade von Piz Daint berichtet. Pro Knoten stimmen die TOP500-Zeilen damit überein: 5.272 Knoten mit je einer K20X in 2013-11, 5.320 mit je einer P100 in 2017-06, Rmax pro Knoten 1,19 → 3,68 TFlop/s (×3,10). Pro TOP500-Kern verbergen sie es (beide Male 54 GFlop/s), weil die TOP500 die Multiprozessoren einer GPU als Kerne zählt: 22 pro K20X-Knoten, 68 pro P100-Knoten. Wo die Zeilen Végh widersprechen: Der Gewinn kam nicht bei geringem nominellem Zuwachs, Rpeak pro Knoten stieg ebenfalls ×3.2.&lt;/p&gt;&lt;p&gt;Die Zeilen können den Speichereffekt nicht isolieren: Bei etwa gleicher Größe, 2013-11 (K20X, 6 GB, 5.272 Knoten) → 2017-06 (P100, 16 GB, 5.320 Knoten), fiel 1−α_eff pro TOP500-Kern ÷2,6 und stieg pro Knoten um +20 %; Netzwerk, Software und HPL-Tuning änderten sich ebenfalls. Der Eintrag 2016-11 (3.040 Knoten, mitten im Upgrade) vergleicht eine halb installierte Maschine mit einer vollständigen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Kopie pro Gerät.&lt;/b&gt; &apos;constant&apos; hält die Kopie jedes Geräts unabhängig von N bei den vollen Bytes, sodass T_copy zum seriellen Teil gehört und ein größerer Beschleunigerspeicher 1−α_eff erhöht; &apos;divided_by_n&apos; teilt die Bytes auf wie bei starker Skalierung.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Timeline model: one step at N = %1 (%2)</source>
        <translation>Zeitachsenmodell: ein Schritt bei N = %1 (%2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline model at N&#xa0;=&#xa0;%1: E&#xa0;=&#xa0;%2</source>
        <translation>Zeitachsenmodell bei N = %1: E = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model, N = %1: T(N) = %2 per step · E = %3</source>
        <translation>Zeitachsenmodell, N = %1: T(N) = %2 pro Schritt · E = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>T(N) = %1 per step  ·  comm/compute = %2  ·  E = %3  ·  1−α_eff = %4</source>
        <translation>T(N) = %1 pro Schritt  ·  Komm./Rechnen = %2  ·  E = %3  ·  1−α_eff = %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time per step (s, log scale)</source>
        <translation>Zeit pro Schritt (s, logarithmisch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step (s)</source>
        <translation>Zeit pro Schritt (s)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Timeline</source>
        <translation>Zeitachse</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model: where one step&apos;s time goes at N</source>
        <translation>Zeitachsenmodell: wohin die Zeit eines Schritts bei N geht</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timeline model: speed-up and efficiency against N</source>
        <translation>Zeitachsenmodell: Beschleunigung und Effizienz über N</translation>
    </message>
</context>
</TS>
