<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>Batch</name>
    <message>
        <location filename="../../app/cli/batch.cpp" line="+79"/>
        <source>%1: only one scenario (file or preset) can be given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>--series %1: no series of that name is loaded; the %2 loaded: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraPreset</name>
    <message>
        <location filename="../../views/surface/surface_camera.h" line="+32"/>
        <source>3D view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top view: heat map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side view along N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side view along 1−α</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <location filename="../../model/data/column_roles.cpp" line="+14"/>
        <source>not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N (processing units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency (0 to 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>label of the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>series name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong or weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unit of N (cores, nodes, …)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/data/top500.cpp" line="+209"/>
        <source>Rmax/Rpeak also holds single-node inefficiency (HPL on one GPU node stays well below its peak, although its DGEMM comes close), so 1−α_eff is not only parallel overhead; nor is it a constant of the machine (Piz Daint 2016-11 → 2017-06: 3.1·10⁻⁶ → 8.1·10⁻⁷). N counts cores as the TOP500 does: for a GPU machine, CPU cores plus the GPUs&apos; multiprocessors.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <location filename="../../app/export/figure_export.cpp" line="+31"/>
        <source>ScaleScope: default scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+29"/>
        <source>%1: cannot create the export folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FigureSize</name>
    <message>
        <location filename="../../app/export/figure_size.cpp" line="+40"/>
        <source>mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>One column of a paper (3.5 × 2.5 in, 8 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two columns of a paper (7.16 × 3.5 in, 8 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A4 half page (210 × 148 mm, 10 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Report column (7 × 5 in, 9 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide 16:9 (13.33 × 7.5 in, 1920×1080 PNG, 16 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Poster panel (15 × 11.25 in, 20 pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&apos;%1&apos; is not W×H with a unit (mm, cm, in, pt), e.g. 3.5x2.5in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is %2 × %3 pt; each side must be 36–8640 pt (0.5–120 in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoutExport</name>
    <message>
        <location filename="../../app/lessons/handout_export.cpp" line="+146"/>
        <source>%1: cannot draw into the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+47"/>
        <source>%1: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Law</name>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="+61"/>
        <source>Amdahl (s = %1: serial share of the 1-unit run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amdahl s(1)=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Gustafson (s = %1: serial share of the N-unit run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gustafson s(N)=%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>USL (σ = %1, κ = %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>USL σ=%1 κ=%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ideal (S = N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal S=N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Timeline model (%1, %2, accelerator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline model (%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timeline (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Sun–Ni (s = %1, G = N^%2: memory-bounded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sun–Ni G=N^%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+1"/>
        <location line="+4"/>
        <source>Amdahl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location line="+1"/>
        <location line="+6"/>
        <source>Gustafson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+1"/>
        <location line="+4"/>
        <source>USL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ideal S = N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeline model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+1"/>
        <source>Sun–Ni</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sun–Ni (memory-bounded)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonLibrary</name>
    <message>
        <location filename="../../app/lessons/lesson_library.cpp" line="+51"/>
        <source>%1: larger than a lesson file can be (4 MB)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <location filename="../../model/laws/law_parameters.cpp" line="+11"/>
        <source>Scaling laws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processors N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of processing units. Default: Piz Daint&apos;s core count on the TOP500 list of 2018-11 (387,872).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serial fraction 1−α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-parallelizable fraction of the work (1−α). Default: Piz Daint 2018-11, 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7.2·10⁻⁷.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>USL contention σ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contention coefficient of Gunther&apos;s Universal Scalability Law.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>USL coherency κ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherency (crosstalk) coefficient of the USL; speed-up peaks at N* = √((1−σ)/κ). Assumption, not measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sun–Ni work growth b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exponent b of G(N) = N^b in Sun and Ni&apos;s memory-bounded speed-up: the parallel work grows by G(N) when the memory grows N-fold. b = 0 is Amdahl&apos;s law, b = 1 Gustafson&apos;s. Default 1.5: dense matrix multiplication, n³ operations on n² memory (Sun and Chen 2010).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Surface N range up to 10^</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upper end of the N axis of the efficiency surface and of the N sweeps, as a power of ten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Surface resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grid points per axis of the efficiency surface (G×G).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show systems with accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the measured systems that list an accelerator (GPU, Xeon Phi, ...) on the efficiency surface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show systems without accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the measured systems that list no accelerator on the efficiency surface. Rows of user measurement files count as systems without accelerator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems listed from year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide TOP500 entries of list editions before this year (the first list appeared in 1993). Rows without a list edition are always shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems listed up to year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide TOP500 entries of list editions after this year. Rows without a list edition are always shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline panel: log time axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the five parts of one step in the Timeline panel on a logarithmic time axis (they span several decades); off: linear seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="-137"/>
        <source>Show Amdahl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Amdahl&apos;s law, reading 1−α as the serial share of the run on one unit (a fixed problem: strong scaling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Show Gustafson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Gustafson&apos;s scaled speed-up S = s + (1−s)·N, reading the same number as the serial share s of the run on N units (the problem grows with N: weak scaling). For one run the shares convert as s_G = s_A/(s_A + (1−s_A)/N), which turns Gustafson&apos;s S into Amdahl&apos;s; the curves differ in what grows, not in the machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Show USL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the Universal Scalability Law for σ and κ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw ideal scaling, S = N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show timeline model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the timeline model of the current scenario (model/README.md §3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Show Sun–Ni</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Sun and Ni&apos;s memory-bounded speed-up S = (s + (1−s)·G)/(s + (1−s)·G/N), G(N) = N^b: the problem grows with the memory of N units and its parallel work by G(N) (b = sun_ni.exponent; b = 0 is Amdahl&apos;s curve, b = 1 Gustafson&apos;s). s is the serial share of the run on one unit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="+26"/>
        <source>PIM training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criteo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6 (dense, d = 4096) or Criteo (one-hot, 39 non-zeros of d = 1,001,472), as prepared in P.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logistic regression (LR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>linear SVM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logistic regression (sigmoid and division per sample) or linear SVM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA-SGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GA-SGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ADMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MA-SGD averages models every local batch, GA-SGD averages gradients every global batch, ADMM synchronises once per epoch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DPUs N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of DPUs (64 per rank). P scales over 256…2048; its breakdowns use 2048.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong: the 256-DPU training set (YFCC 851,968, Criteo 50,331,648 samples) split over N DPUs. Weak: a fixed share per DPU (3,328 or 196,608 samples).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training epochs. P&apos;s time breakdowns are 1-epoch runs, its accuracy runs 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <location line="+8"/>
        <source>paper default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>MA-SGD local batch b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per DPU per MA-SGD step. 0 = the paper&apos;s default for the chosen training set: 8 for YFCC (swept 8…64), 2048 for Criteo (1024…8192).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GA-SGD global batch B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per GA-SGD step over all DPUs. 0 = the paper&apos;s default for the chosen training set: 8192 for YFCC (4096…32768), 262,144 for Criteo (131,072…1,048,576).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ADMM local batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples per DPU per local ADMM step. 0 = the paper&apos;s default for the chosen training set: 8 for YFCC, 2048 for Criteo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DPU clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU frequency of the system in P (350 MHz).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasklets per DPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware threads per DPU (P uses 16, the maximum is 24). The pipeline needs at least 11 to issue one instruction per cycle (PrIM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DMA latency α (read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one MRAM→WRAM transfer; cycles = α + β·bytes (PrIM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DMA latency α (write)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one WRAM→MRAM transfer; cycles = α + β·bytes (PrIM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DMA cost β</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cycles per byte of an MRAM↔WRAM transfer (PrIM: 0.5, ≈630 MB/s sustained).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DMA transfer size, samples X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per streaming MRAM→WRAM transfer of training samples, a multiple of 8 (8…2048). Default: P&apos;s YFCC code reads 1/16 of a 4096-entry row per tasklet, 4·4096/16 = 1024 B.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DMA transfer size, model W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per streaming transfer of the model W (and ADMM&apos;s u−z), a multiple of 8. The gradient moves in transfers of the same number of entries (512 B as int32, 1024 B as int64), at most 2048 B. Default 512 B: the transfer size of P&apos;s DPU code (CMU-SAFARI/PIM-Opt, MA-SGD/YFCC100M-HNfc6 host and DPU code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cycles per multiply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Software-emulated 32×32→64-bit fixed-point multiply, pipeline cycles at full issue. Fitted: chosen so that the model gives P&apos;s DPU compute/MRAM ratio 2.46 for SVM on YFCC (MA-SGD) with the element cost below; see Help ▸ PIM model calibration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cycles per element op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load, add, shift and loop work per vector element, pipeline cycles at full issue. Assumption (about two instructions per element); not fitted: it enters the same compute targets as the multiply, which is fitted given this value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cycles per sigmoid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall cycles of LR&apos;s per-sample sigmoid: one tasklet reduces the 16 partial dot products and evaluates it (expf and a double division in P&apos;s code: software floating point) while the others wait. Fitted: chosen so that the model gives P&apos;s DPU compute/MRAM ratio 6.38 for LR on YFCC (MA-SGD); only its sum with the division below matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cycles per division</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall cycles of LR&apos;s per-sample division on one tasklet (emulated, one instruction per 11 cycles). Assumption; it enters only as a sum with the sigmoid, which is fitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU→DPU per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel host-to-MRAM bandwidth of one 64-DPU rank (PrIM: 6.68 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DPU→CPU per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel MRAM-to-host bandwidth of one 64-DPU rank (PrIM: 4.74 GB/s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank scaling exponent γ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregate host↔DPU bandwidth = per-rank bandwidth·(N/64)^γ. 1 = every rank adds a full channel; lower = the host&apos;s memory channels and the CPU-side transposition saturate. Assumption (not measured for many ranks); 0.5 keeps 256→2048 DPUs clearly below 8× as P reports. The communication ratios move with it: the calibration panel lists them for γ = 0…1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host averaging throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4-byte elements per second the host (2× Xeon Silver 4215 in P) sums or updates. Fitted: chosen so that the model gives P&apos;s communication ratio MA-SGD/ADMM = 25.10× read as Criteo LR (≈21 GB/s). GA-SGD/ADMM = 640.35× is then predicted, not fitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ADMM host passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host work of one ADMM round in passes over N·d elements. The four steps (average w, average u, z update, u update) touch about 7 arrays of N·d when u−z is prepared for the push: the default, an assumption from that count (not fitted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host call overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one host call to the DPUs. Each round P&apos;s host code issues two push transfers (model and bias; ADMM three, with u−z), one synchronous launch and two pull transfers; pushes count as CPU→DPU, pulls as DPU→CPU and the launch as host sync. Default 200 µs: an assumption of the order of 10²–10³ µs per call, not measured here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CPU sustained memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU baseline of P: 2× AMD EPYC 7742. Peak 409.6 GB/s (8 channels of DDR4-3200 per socket, AMD specification); default 266 GB/s ≈ 65 % of it, what a STREAM-like kernel sustains (assumption within published EPYC 7742 measurements). The hardware bound uses max(bytes/bandwidth, flops/peak).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2× EPYC 7742: 2·64 cores · 2.25 GHz · 32 FP32 flop/cycle (two 256-bit FMA units) = 9.2 TFLOP/s (AMD specification).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Processes of the CPU baseline: P runs 128 PyTorch processes (gloo) on the two EPYC 7742 sockets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU allreduce latency L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency L of one message of the CPU run&apos;s allreduce, priced as the timeline model&apos;s tree allreduce 2⌈log₂P⌉(L + V/B) of the 4d-byte model over P processes. Default 30 µs: an assumption for gloo between processes of one machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU allreduce bandwidth B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth B of one message of the CPU run&apos;s allreduce. Default 5 GB/s: an assumption for gloo between processes of one machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU per-step overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Framework cost of one local step of one CPU process (data loader, autograd, optimizer step) beyond the arithmetic. Default 200 µs: an assumption of the order of PyTorch&apos;s per-iteration cost for a tiny batch; P&apos;s baselines were PyTorch, far from the hardware bound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU training data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streamed over PCIe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident in HBM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the GPU baseline finds the training set. streamed (default): in host memory, moved over PCIe every epoch, as P&apos;s GPU code does (a DataLoader copying each batch to the card); at 2048 DPUs under weak scaling YFCC alone is 6.8 M × 16 KiB ≈ 112 GB, more than the card&apos;s 80 GB. resident: already in HBM, when it fits (else it is streamed and the plot says so).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU sustained HBM bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU baseline of P: NVIDIA A100 80 GB PCIe, HBM2e peak 1,935 GB/s (NVIDIA datasheet); default 1,700 GB/s ≈ 88 %, the 85–90 % a streaming kernel sustains (assumption).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU host link (PCIe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host→GPU bandwidth for the streamed training set: PCIe 4.0 x16, 31.5 GB/s per direction by specification; default 25 GB/s sustained with pinned memory (assumption).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of the GPU: a resident training set must fit (A100 80 GB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A100 FP32 peak without tensor cores, 19.5 TFLOP/s (NVIDIA datasheet). The linear models are memory-bound, so the peak hardly matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_parameters.cpp" line="+11"/>
        <location line="+1"/>
        <source>Scaling view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plotted quantity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the curves tab plots against N: speed-up S(N), parallel efficiency E = S/N, or payload performance P = N·P₁·E.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show measured points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the measured series of the loaded files, one per group.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show TOP500 systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the loaded TOP500 entries (N = cores, E = Rmax/Rpeak, payload = Rmax).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak per unit P₁</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak performance of one processing unit as it is (for an accelerated machine Rpeak/cores already includes the accelerator), for the payload P = N·P₁·E of the law curves. Default: Piz Daint 2018-11, Rpeak/cores = 27,154.3 TFlop/s / 387,872 ≈ 70 GFlop/s. Measured series use their own per-unit peak (a unit_peak_gflops column) or their Rmax, never this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Selected series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which measured series (1 = first, in load order) the fit, scaling-study and T-against-1/N tabs show. Loading data makes its first series the selected one; scenario files also keep its name, which wins when they are opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the chosen law to the selected series and draw it with its 95 % band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on first k N values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit only the runs at the k smallest distinct N (every repetition there) and predict the rest (&apos;fit small, predict large&apos;); 0 fits every run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Noise of a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relative (∝ time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant (seconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the fit weights the runs. Relative: the scatter of a run grows with its time (a 30 min run scatters by tens of seconds, a 30 s run by a fraction of one), so each run is weighted by 1/time² and the prediction interval is a percentage of the time. Constant: ordinary least squares on the seconds, where the long runs at small N set the band of the short runs at large N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed-up baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference run of the measured speed-up: the smallest N measured, one node (the run at N = k units) or N = 1. S(N) = N_b·T(N_b)/T(N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Units per node k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>k for the &apos;one node&apos; baseline: a node holds k of the units N counts. Default 4 is an assumption (a small node); set it to your machine&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repetitions shown as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs with the same N in one group are repetitions: plot their mean or median (fits always use every run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Error bars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min–max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>± standard deviation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spread of the repetitions: from the fastest to the slowest run, or ±1 sample standard deviation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Law for residuals and fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The law the residuals are taken against and the one fitted to the selected series (timeline: T = a + b/N + c·⌈log₂N⌉). Gustafson is fitted to weak-scaling series only (a &apos;scaling&apos; column saying weak).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline_parameters.cpp" line="+14"/>
        <source>Timeline model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serial time T_serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step that does not parallelise (setup, fork/join, I/O), in seconds. Default 1 ms: an assumption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parallel work T_compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallelisable work of one step, as the time ONE unit needs for it at FP64 without accelerator, in seconds. Default 10⁵ s: an assumption, chosen so that the default machine at N = 387,872 has Piz Daint&apos;s measured E ≈ 0.78.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number format of the compute. Reduced formats divide compute time by their speed-up below; communication stays unless &apos;communicate in reduced precision&apos; is on. Default FP64, as in HPL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP32 speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of FP32 over FP64. Default 2: half the bytes and twice the vector lanes (the P100&apos;s FP32 peak is twice its FP64 peak).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP16 speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of FP16/BF16 over FP64. Default 4: the P100&apos;s FP16 peak is four times its FP64 peak; Végh: half precision divides compute time by ~4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>INT8 speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of INT8 over FP64. Default 8: an assumption (one more halving of the operand size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communicate in reduced precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When on, the bytes sent over the network and copied host↔device shrink by the same factor as the compute speeds up. Default off: only the arithmetic is in reduced precision (Végh&apos;s case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether each unit&apos;s compute runs on an accelerator (GPU). On adds the host↔device copy T_copy to every step. Default on, as on Piz Daint since 2013.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accelerator speed-up g</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Accelerator memory in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accelerator memory holding the job&apos;s data, in GB (10⁹ bytes). Default 16 GB: one NVIDIA Tesla P100 (Piz Daint&apos;s GPU since 2016). More memory with the same link means longer copies and a larger 1−α_eff. The TOP500 rows cannot isolate this: Piz Daint 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 nodes) lowered 1−α_eff per TOP500 core ÷2.6 and raised it per node +20 %, while the network, software and HPL tuning changed too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Compute speed-up g_accel of the accelerator over the host, dimensionless. Default 4: a fit, not a measurement, tuned so that switching the accelerator on raises payload about 3× at the default N, as Végh reports for Piz Daint&apos;s GPU upgrade. The shipped TOP500 rows show that 3× per node: 5,272 K20X nodes in 2013-11, 5,320 P100 nodes in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), because TOP500 counts a GPU&apos;s multiprocessors as cores: 22 per K20X node, 68 per P100 node. They do not show a gain bought with little nominal gain: Rpeak per node rose ×3.2 too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fraction copied per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fraction of the accelerator memory in use that is copied host↔device each step. Default 0.01 (160 MB of 16 GB): an assumption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>divided by N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the host↔device copy of one device changes with N. constant (default): every device copies the same bytes at any N, because each works on a full memory of its own (weak-scaling style, Végh&apos;s case), so T_copy joins the serial part and a bigger memory raises 1−α_eff. divided_by_n: the job&apos;s bytes are shared out, bytes/N per device, as under strong scaling; only the link latency stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host↔device bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth of the host↔device link, in GB/s. Default 12 GB/s: what PCIe 3.0 x16 (15.75 GB/s peak, the P100&apos;s link on Piz Daint) sustains in practice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host↔device latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed cost of one host↔device copy, in µs. Default 10 µs: typical launch and PCIe round-trip cost of a GPU memory copy, an assumption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Communication pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tree allreduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring allreduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star (hub)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the units combine their results each step. tree: allreduce, 2⌈log₂N⌉(L + V/B); ring: allreduce, 2(N−1)L + 2(N−1)/N·V/B; star: a hub (parameter server, the PIM host) gathers N messages and scatters N, 2N(L + V/B). Default tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network latency L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency L of one network message, in µs. Default 1.5 µs: order of the MPI latency of Cray&apos;s Aries network (Piz Daint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network bandwidth B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth B per network link, in GB/s. Default 10 GB/s: order of the injection bandwidth of an Aries node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Message size V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes V each unit exchanges per step (e.g. gradients or a panel), in bytes. Default 1 MB: an assumption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Barrier cost per level s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost s of one level of a tree barrier, in µs; T_sync = s·⌈log₂N⌉. Default 1 µs: an assumption of the order of the network latency.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PimCalibration</name>
    <message>
        <location filename="../../model/pim/pim_calibration.cpp" line="+89"/>
        <source>Criteo, LR, 2048 DPUs, weak scaling (196,608 samples per DPU), 1 epoch; b = 2048 (MA-SGD, ADMM), B = 262,144 (GA-SGD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YFCC100M-HNfc6, MA-SGD, b = 8, 2048 DPUs, weak scaling (3,328 samples per DPU), 1 epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>P, §V-A: text beside the YFCC breakdown (Fig. 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Comm+sync with host, MA-SGD / ADMM (LR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-16"/>
        <source>P, §V-A: text beside the YFCC breakdown (Fig. 4), no data set named; read here as Criteo (the readings table shows YFCC too)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>DPU compute / MRAM↔WRAM, MA-SGD, LR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU compute / MRAM↔WRAM, MA-SGD, SVM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Comm+sync with host, GA-SGD / ADMM (LR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host↔DPU data moved, MA-SGD / ADMM (LR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P, Fig. 2b</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Communication GA-SGD &gt; MA-SGD &gt; ADMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (smallest GA/MA %3×, MA/ADMM %4×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6 and Criteo, LR and SVM, 2048 DPUs, weak scaling, 1 epoch, paper batches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P, Figs. 2 and 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ADMM weak-scaling epoch flat, 256 → 2048 DPUs (≤ +10 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 (largest T(2048)/T(256) = %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6, LR and SVM, ADMM b = 8, weak scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P, Fig. 7 (weak scaling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holds by construction: ADMM communicates once per epoch, and under weak scaling each DPU&apos;s share of the work does not change with N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Strong-scaling speed-up 256 → 2048, YFCC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M-HNfc6, LR, MA-SGD b = 8, strong scaling (851,968 samples), 256 → 2048 DPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strong-scaling speed-up 256 → 2048, Criteo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criteo, LR, ADMM b = 2048, strong scaling (50,331,648 samples), 256 → 2048 DPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holds for any time that does not shrink with N (host averaging, per-call costs), and the assumed rank-bandwidth exponent γ was chosen with it in view: how far below 8× depends on γ (PIM breakdown, tab Scaling over N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P, abstract and §V (scalability)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PimLabels</name>
    <message>
        <location filename="../../views/pim/pim_labels.cpp" line="+24"/>
        <source>PIM compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>MRAM↔WRAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU→DPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU→CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DPU instructions: dot products, sigmoid, gradient updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DMA between each DPU&apos;s 64 MB MRAM bank and its 64 KB WRAM scratchpad</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host pushes models (and ADMM&apos;s u−z) to every DPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host pulls models or gradients from every DPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host CPU averages or sums the N copies and updates the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>SVM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>LR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>strong scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time of 1 epoch (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of %1 epochs (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>CPU 2× EPYC 7742,
hardware bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU A100, data resident
in HBM (hardware bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU A100, data streamed
over PCIe (hardware bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU running the same
algorithm (%1 processes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU bound (data in HBM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU bound (over PCIe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU, same algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hardware bound = max(training-set bytes / sustained bandwidth, flops / peak). The GPU streams the training set over PCIe every epoch, as P&apos;s PyTorch code does, unless pim.gpu_data is &apos;resident&apos; and the set fits its 80 GB. The CPU running the same algorithm adds its synchronisation rounds (a tree allreduce of the model over the processes, as in the timeline model) and a framework cost per local step. P&apos;s measured CPU and GPU times are not drawn: neither the paper text we could read nor its artifact (CMU-SAFARI/PIM-Opt, code without result files) gives them as numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2 (PIM %3× faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 (%3× faster than PIM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest on PIM: %1 %2 · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU resident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU streamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU running %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CPU&apos;s hardware bound %1 still wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM beats even the CPU&apos;s hardware bound %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;b&gt;What the verdicts of %1 rest on&lt;/b&gt;&lt;br&gt;Each assumed input moved alone over its whole range, the others as set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the GPU bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU running it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU&apos;s bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;PIM beats %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;PIM loses to %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: flips at %2 (assumed %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: holds over its whole range (assumed %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../../views/common/plot_export.cpp" line="+197"/>
        <source>%1: unknown figure format &apos;%2&apos; (use png, pdf or svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>ScaleScope figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: could not write the figure</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlotMarks</name>
    <message>
        <location filename="../../views/common/plot_marks.cpp" line="+103"/>
        <source> model: %1 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> your guess </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/cli/startup.cpp" line="+58"/>
        <source>Could not open the requested scenario:
%1

Starting with the default scenario instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1

Starting with the default scenario instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Could not load the data file:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/data/dataset_loader.cpp" line="+192"/>
        <source>%1: %2 file(s) not read (no reader recognises them): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected result files in this folder (in a format ScaleScope reads), found none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>shipped datasets not found (looked next to the program; set SCALESCOPE_DATASETS to the datasets folder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>%1: no series named &apos;%2&apos;; it has %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1: %2 series (%3); --series names none of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/document/active_series.cpp" line="+41"/>
        <source>%1: the active series &apos;%2&apos; (of %3) is not in the loaded data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the active series &apos;%2&apos; (of %3) is not in the loaded data; &apos;%4&apos; is shown instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: the run excluded from the fit, %2, is not in the loaded data: its exclusion is dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/document/document.cpp" line="+33"/>
        <source>Set %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/document/presets.cpp" line="+44"/>
        <source>preset %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rhyner et al. (PACT 2024) configuration: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PIM run: %1, %2, %3 (batch %4), %5 scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--preset %1: no such preset (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/document/scenario_file.cpp" line="+24"/>
        <source>expected one of the choice names (a string), got a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a number or a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>expected a file path (string) or an object with &quot;path&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>path: expected a file path (string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>series: expected an array of names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series: expected names (strings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>n: expected a parameter name (string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed: expected an object name → number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed.%1: expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scaling: expected an object series → &quot;strong&quot; or &quot;weak&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scaling.%1: expected &quot;strong&quot; or &quot;weak&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>processes: expected a whole number from 1 to 1e12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>columns: expected an object column → role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>columns.%1: expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>provenance: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>expected an object with &quot;series&quot;, &quot;n&quot; and &quot;time_s&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>series: expected the series&apos; name (string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file: expected a file name (string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n: expected a number ≥ 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time_s: expected a time in seconds &gt; 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>occurrence: expected a whole number ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>line %1 (byte %2): invalid JSON: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>version: expected an integer format version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>version: format %1 is newer than this ScaleScope reads (%2); please update ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>version: %1 is not a valid format version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parameters: expected an object mapping parameter ids to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: parameters.%2: unknown parameter ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>datasets: expected an array of file paths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>datasets[%1]: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>active_series: expected an object with the series&apos; &quot;name&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>active_series.file: expected a file name (string)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fit_excluded_runs: expected an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fit_excluded_runs[%1]: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hidden_series: expected a list of {&quot;name&quot;, &quot;file&quot;} objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hidden_series[%1]: expected an object with the series&apos; &quot;name&quot; and &quot;file&quot; (strings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>views: expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2: unknown key ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: file too large for a scenario (%2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: its data file %2 could not be loaded, so the scenario was not opened (its series come from that file; move the file back or edit the scenario&apos;s &quot;datasets&quot;):
%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <location filename="../../app/imports/data_export.cpp" line="+46"/>
        <source>%1: cannot write: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/imports/data_export.cpp" line="+3"/>
        <source>%1: write failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/imports/data_export.cpp" line="-19"/>
        <source>no measured series with times to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>There are no measured series with times to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All measured series (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series to write as Extra-P JSON Lines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export data as Extra-P JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra-P JSON Lines (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/imports/import_dialog.cpp" line="+48"/>
        <source>format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../views/common/source_tooltip.cpp" line="+11"/>
        <source>ScaleScope CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/imports/network_fit_dialog.cpp" line="+48"/>
        <source>R² = %1 &lt; %2: the line explains too little of the times to be a network (a busy machine?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the fitted latency is not positive: these data do not support a latency (too few small messages?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/lessons/handout_export.cpp" line="-130"/>
        <source>&lt;p&gt;Your prediction: ______________ %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Your estimate of %1: ______________ %2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>%1 — step %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Answers (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;Step %1: %2&lt;/b&gt;&lt;br&gt;%3&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The model: &lt;b&gt;%1&lt;/b&gt;%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (accepted: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The model cannot answer here: %1&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/lessons/handout_figures.cpp" line="+49"/>
        <source>Predict first: this step&apos;s figure shows the answer; it is printed with the answers at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the %1 figure needs an X server (VTK renders through GLX): its figures are left out; run under xvfb-run -a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not drawn (no X server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/lessons/lesson_library.cpp" line="+72"/>
        <source>%1: no such lesson (known: %2; or give a %3 file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/lessons/window_stage.cpp" line="+123"/>
        <source>Predict first.
This view shows the answer once you have given yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main.cpp" line="+92"/>
        <location line="+6"/>
        <source>ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope did not shut down cleanly last time. Restore the unsaved scenario?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/common/source_tooltip.cpp" line="-2"/>
        <source>File: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tool: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling/data_table_view.cpp" line="+70"/>
        <source>Valid: drawn and fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling/scaling_curves_tab.cpp" line="+40"/>
        <source>Parallel efficiency E = S/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payload P = N·P₁·E (TFlop/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed-up S(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling/fit_text.cpp" line="+36"/>
        <source> (at its bound)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <location filename="../../model/measured/measured_series.cpp" line="+151"/>
        <source>TOP500 systems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurfaceContent</name>
    <message>
        <location filename="../../views/surface/surface_content.cpp" line="+34"/>
        <source>TOP500 list %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = %1 cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S = T(1)/T(N) = %1 (mean times)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drawn at the edge of the surface, at 1−α = %1: the surface shows 1−α from %2 to %3, and this measurement lies beyond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Timeline model · %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>PIM, N = DPUs · 1−α_eff (strong scaling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM, N = DPUs · Gustafson-type share (weak scaling)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurfaceExport</name>
    <message>
        <location filename="../../views/surface/surface_export.cpp" line="+178"/>
        <source>the 3D frame could not be rendered at %1×%2 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1: unknown image format &apos;%2&apos; (use png, pdf or svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: could not draw the figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: could not write PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>ScaleScope efficiency surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+5"/>
        <source>%1: could not write PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>%1: could not write SVG</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SurfaceScene</name>
    <message>
        <location line="-204"/>
        <location filename="../../views/surface/surface_scene.cpp" line="+366"/>
        <source>Efficiency E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene.cpp" line="-8"/>
        <source>Processors N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serial fraction 1−α</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene_marker.cpp" line="+39"/>
        <source>N = %1 is beyond the N axis, which ends at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1−α = %1 is beyond the 1−α axis, which ends at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Marker at the edge: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene.cpp" line="+55"/>
        <source>Amdahl&apos;s law: E = 1 / (1 + (1−α)(N − 1))</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VtkHost</name>
    <message>
        <location filename="../../views/surface/vtk_host_kind.cpp" line="+25"/>
        <source>native window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>offscreen image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>3D view host: %1 (%2=%3 chooses another)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::Autosave</name>
    <message>
        <location filename="../../app/document/autosave.cpp" line="+66"/>
        <source>Recovered work (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClusterScriptDialog</name>
    <message>
        <location filename="../../app/measure/cluster_script_dialog.cpp" line="+24"/>
        <source>Cluster sweep script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node counts, separated by commas: one Slurm job (sbatch --nodes=n) per count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MPI ranks on every node (sbatch --ntasks-per-node), separated by commas; with several values N counts ranks, so a one-node cluster still gives several N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>auto (pmix, else pmi2, as srun offers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pmix (PMIx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>pmi2 (PMI-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none (an MPI built with Slurm&apos;s PMI)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>srun --mpi: how srun starts MPI ranks. Slurm&apos;s default (MpiDefault) is often none, with which Open MPI aborts in MPI_Init; auto asks srun --mpi=list on the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs at every node count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak scaling (work per rank fixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit of each node count&apos;s job (sbatch --time, HH:MM:SS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cluster default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The probe on the cluster&apos;s nodes: a path, or a name found in PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks per node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun --mpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slurm is not needed here: the scripts run on the cluster&apos;s login node. Open or drop its results/ folder in ScaleScope afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save scripts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source># Node counts: expected whole numbers separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source># Ranks per node: expected whole numbers separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Node counts: expected whole numbers from 1 to 4096 separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks per node: expected whole numbers from 1 to 4096 separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Written to %1: run `bash submit.sh` there (Slurm) or `bash mpirun_sweep.sh` (mpirun with a hostfile)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::ColumnRolesDialog</name>
    <message>
        <location filename="../../app/imports/column_roles_dialog.cpp" line="+38"/>
        <source>Which column is which?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no column is named as N (n, cores, nodes, ranks, …) or as a measured value (time_s, time_ms, speedup, efficiency, …). Say what each column holds; the choice is saved with the scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No column&apos;s values suggest N or a time: choose below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guessed from the values: %1. Check them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>read as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>as named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What column &apos;%1&apos; holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>line </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Does not read yet: %1&lt;/span&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Reads 1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads %1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, N from %1 to %2, %3 with a time; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 series.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 series.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::Document</name>
    <message>
        <location filename="../../app/document/document.cpp" line="+157"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Include %1 in the fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exclude %1 from the fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>%1 data files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+2"/>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: not a measurement file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no measurement set %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no measured point %1 in set %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit measured point (line %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is hidden already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is shown already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hide series %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show series %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a loaded data file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::ExportDialog</name>
    <message>
        <location filename="../../app/window/export_dialog.cpp" line="+28"/>
        <source>CSV (the numbers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Title and notes in the figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White background (print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the on-screen zoom of the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All figures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current view: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The tick labels&apos; size on the page; titles, legends and notes keep their proportion to it and are never smaller than 7 pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG resolution: pixels per inch of the page (300 dpi for print). PDF and SVG are vector.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off for a paper: the caption under the figure says what the title and notes would</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The figure&apos;s size on the page; PNG pixels are this times the dpi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Off: every plot shows its data&apos;s full extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::FileActions</name>
    <message>
        <location filename="../../app/window/file_actions.cpp" line="+23"/>
        <source>ScaleScope scenarios (*.scalescope);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PIM runs of Rhyner et al. (PACT 2024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>

The current scenario is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (preset, read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1[*] — ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::ImportDialog</name>
    <message>
        <location filename="../../app/imports/import_dialog.cpp" line="+15"/>
        <source>Import measured data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose the series to import. Hover a file for where it came from; strong or weak scaling can be set where the file does not say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File / series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Selected file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parameter of the file that is N (processes, threads, nodes, ...); the other parameters are held at one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+159"/>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-157"/>
        <source>OSU output does not say how many processes ran; name the file …_np16.txt or give the count here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Processes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>ScaleScope CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>latency table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency against message size: fitted by T(m) = L + m/B (Data ▸ Network latency and bandwidth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not stated (strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong scaling: a fixed problem, the ideal time falls as 1/N. Weak: the work grows with N, the ideal time is flat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose N…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>in the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>varies with N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The value %1 is held at; runs at other values are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 held at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 … %2%3 (%4 values)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N = %1 as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n series to import</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the process count of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose which parameter is N in %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonActions</name>
    <message>
        <location filename="../../app/lessons/lesson_actions.cpp" line="+54"/>
        <location line="+120"/>
        <location line="+7"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-111"/>
        <source>Lesson finished: %1 — Lessons ▸ Export answers writes them as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Lesson skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Open &amp;lesson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a lesson file (NAME.lesson.json) and start it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+35"/>
        <source>Export lesson (&amp;handout PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-31"/>
        <source>&amp;Presenter mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Full screen for a projector: large text and lines, the lesson pane; Space/→ next, ← back, B blank, Esc leaves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open lesson file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart this lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;top the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save scenario as a new &amp;step…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;answers (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2 steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You stopped “%1” at step %2. Continue there?
(No starts from the first step.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+10"/>
        <source>Open lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>The lesson could not be read; nothing changed.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lessons (*.lesson.json);;JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <location line="+3"/>
        <location line="+18"/>
        <source>Export lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Lesson:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>A4 handout (portrait)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slides (16:9)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Writing the handout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Handout written to %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Save scenario as a new step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Title of the new step:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A new lesson in the lessons folder (lower-case letters, digits, - and _):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <location line="+6"/>
        <source>Save step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&apos;%1&apos; is not a lesson name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Step %1 added to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+6"/>
        <source>Lessons folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These lessons were skipped:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Export answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your name or student id (written on every row):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answers written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonController</name>
    <message>
        <location filename="../../app/lessons/lesson_controller.cpp" line="+118"/>
        <source>The model cannot answer this question here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You chose “%1”; the model says “%2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer: %1 — the model: %2 (accepted: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your answer: %1 %2 The model: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>✔</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✘</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This lesson asked no questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 questions answered, %3 within the model&apos;s tolerance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lessons ▸ Export answers writes the answers as CSV. Next closes the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonRunner</name>
    <message>
        <location filename="../../app/lessons/lesson_runner.cpp" line="+144"/>
        <source>Lesson step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Lesson step %1: the model&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::MainWindow</name>
    <message>
        <location filename="../../app/window/main_window.cpp" line="+57"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+483"/>
        <source>&lt;default scenario&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-478"/>
        <source>Measured data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Move a slider: the views answer at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+130"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import measured data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurement files (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load measured data: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import every measurement file of a folder (a results folder, a sweep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every recognised file of a folder; one run per file of one sweep (amdahl_np{N}.json, a cluster sweep&apos;s results) is one series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export data…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write measured series as Extra-P JSON Lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export figures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the figures of the current view or of all views as PNG, PDF, SVG and the numbers as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy surface image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface image copied to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find parameter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all parameters to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All views</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&amp;Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Measure this machine…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runs scalescope-probe here (threads or MPI) and adds the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cluster sweep script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fit a law to the selected series…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Measured data &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Series: show, hide, remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every loaded series with a check box; your own files can be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Network latency and bandwidth (α–β fit)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM model &amp;calibration…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;ScaleScope %1&lt;/b&gt;&lt;p&gt;A desktop lab for the limits of parallel scaling: Amdahl, Gustafson, the USL, Végh&apos;s effective parallelism and processing-in-memory training.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Writing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export figures…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset zoom (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>&lt;preset %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;opened %1&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_imports.cpp" line="+37"/>
        <source>Reading data files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading %1: file %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Import cancelled; nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+11"/>
        <source>Import data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Not imported (the other files were):

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n file(s) imported; these could not be loaded:

%1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data file could not be loaded; nothing was imported.

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Imported %n file(s); see the Scaling view and Data ▸ Measured data table.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network latency and bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No latency tables are loaded. Import OSU micro-benchmarks or Intel MPI Benchmarks output (or a CSV with n, bytes, time_s).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::MeasureDialog</name>
    <message>
        <location filename="../../app/measure/measure_dialog.cpp" line="+75"/>
        <source>Measure this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What to measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Threads (this process)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MPI (mpirun, one process per rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threads: std::thread, no MPI needed; MPI: the probe starts mpirun -np N for every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mpirun was not found in PATH: install Open MPI (Debian: openmpi-bin) for the MPI backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Numbers of ranks or threads, separated by commas. This machine has %1 cores; more than that runs oversubscribed (the times then show the sharing, not the scaling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs at every N: the table keeps each, the fits use them all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong (fixed total work)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak (work per rank fixed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results CSV (with the machine, CPU, MPI library, date and command in its header); rewritten after every run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Results file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use these network values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets the timeline&apos;s network latency L and bandwidth B to the fitted per-link values, as one undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ends the current run; the finished runs stay in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Saved in &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;, rewritten after every run. A file that is there already is never overwritten: Measure picks a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>N values: expected whole numbers from 1 to 4096 separated by commas, e.g. 1,2,4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot create its folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run 1 of %1 · starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is there already and is kept; these results go to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Note: other programs keep this machine busy (load %1 on %2 cores): the times will show the sharing, not only the scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ending the current run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>time left unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>less than a second left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1 s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1 of %2 done · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>All %1 runs done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Measure this machine (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Allreduce at N = %1: the line T(m) = L + m/B explains only %2 % of the measured times (R² = %3 &lt; %4), so these are not network values; measure with MPI, or on a quieter machine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Allreduce at N = %1: T(m) = %2 µs + m / %3 GB/s (fit, R² = %4, %5 points). Per link for the timeline&apos;s %6 pattern: L = %7 µs, B = %8 GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Use the measured network values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Timeline network: L = %1 µs, B = %2 GB/s (Edit ▸ Undo takes both back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>⚠ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1 of %2 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped after %1 of %2 runs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::NetworkFitDialog</name>
    <message>
        <location filename="../../app/imports/network_fit_dialog.cpp" line="+51"/>
        <source>Use these values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network latency and bandwidth (α–β fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each latency table is fitted by T(m) = L + m/B (ordinary least squares on the time, every row an observation; standard errors from the fit, SE(B) by the delta method). The timeline model prices one message on one link: a point-to-point test gives that directly; a collective&apos;s line is divided by what the timeline&apos;s communication pattern does at its N. Select a row to see its points and line; &lt;b&gt;Use these values&lt;/b&gt; sets the timeline&apos;s network latency and bandwidth (one undo step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>L (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>B (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R²</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Timeline L, B per link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Message size m (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time T (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set timeline.net_latency_us and timeline.net_bandwidth_gbs to this row&apos;s L and B (Edit ▸ Undo takes both back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeline network set (Edit ▸ Undo to take it back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 ⚠ not physical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L = %1 ± %2 µs (standard error), %3 degrees of freedom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L = %1 ± %2 µs is negative, which no network has: the straight line does not hold down to the smallest messages. Flagged, not constrained: B is the least-squares slope; the latency is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>B = %1 ± %2 GB/s (1 GB = 10⁹ bytes; standard error by the delta method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>point to point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 µs, %2 GB/s (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One message between two processes: the line itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collective&apos;s line at N = %1 divided by what the %2 pattern does to one link (timeline.comm_pattern)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>no fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Set timeline.net_latency_us = %1 and timeline.net_bandwidth_gbs = %2 (Edit ▸ Undo takes both back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>measured (N = %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fit: L = %1 µs, B = %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n 0-byte row(s) fitted but not drawn (a log axis has no 0)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timeline model now: network latency L = %1 µs, bandwidth B = %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a latency table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Use measured network (%1, N = %2): L = %3 µs, B = %4 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::ProbeRunner</name>
    <message>
        <location filename="../../app/measure/probe_runner.cpp" line="+81"/>
        <source>a measurement is already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scalescope-probe not found beside the program (set SCALESCOPE_PROBE to its path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>cancelled: the finished runs are kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scalescope-probe crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scalescope-probe exited with status %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::SeriesDock</name>
    <message>
        <location filename="../../app/window/series_dock.cpp" line="+15"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n run(s), N = %1…%2 %3</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n list entries: N = cores, E = Rmax/Rpeak</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show all series</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::app::WorkloadForm</name>
    <message>
        <location filename="../../app/measure/workload_form.cpp" line="+48"/>
        <source>Amdahl&apos;s law (known serial fraction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel training (MA-SGD, GA-SGD, ADMM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collectives latency (allreduce, gather, broadcast)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>amdahl: a compute kernel of fixed work whose serial part only rank 0 runs; train: a linear model trained as on the PIM system, timed in the breakdown&apos;s categories; allreduce: latency against message size, for the timeline&apos;s network values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Message sizes: the smallest is larger than the largest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>S: the share of the work that only rank 0 runs while the others wait. A fit of the measured times should give it back (Data ▸ Fit a law, Amdahl: 1 − α).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial fraction S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The total work, as seconds on one core (calibrated once per sweep). Longer work makes timing noise smaller against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work at N = 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MA-SGD averages models every local batch, GA-SGD gradients every global batch, ADMM once per epoch (as in the PIM view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logistic regression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Linear SVM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The linear model trained on seeded, linearly separable synthetic data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star (rank 0 is the parameter server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allreduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star: push, compute, pull, update as on the UPMEM system; allreduce: no server, one allreduce per round (counted as pull)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>m: training samples in total (weak: per rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d: features, i.e. model entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA-SGD and ADMM: b per worker; GA-SGD: B in total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes over the data; loss and accuracy are kept per epoch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Synchronisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Smallest message per rank (powers of two up to the largest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest message per rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs N ≥ 2: one rank has no network. The fit T(m) = L + m/B at the largest N gives the timeline&apos;s latency and bandwidth.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::DataTableView</name>
    <message>
        <location filename="../../views/scaling/data_table_view.cpp" line="+135"/>
        <source>%1 measured runs from %2 file(s). Double-click a cell to edit (Ctrl+Z undoes).%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> &lt;b&gt;%1 row(s) not used&lt;/b&gt; (⚠: hover for the reason).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::GuessGauge</name>
    <message>
        <location filename="../../views/lessons/guess_gauge.cpp" line="+72"/>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your guess</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::LessonPane</name>
    <message>
        <location filename="../../views/lessons/lesson_pane.cpp" line="+53"/>
        <source>Check my answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-134"/>
        <source>your prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Or type the parameter&apos;s value here and check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+95"/>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Move “%1” in the Parameters panel and watch the bar: the line marks the threshold. Or type the value below. Then check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>✔ Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✘ Not quite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Type a number first (e.g. 20, 0.5 or 1e6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an option first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::LiveGauge</name>
    <message>
        <location filename="../../views/lessons/live_gauge.cpp" line="+13"/>
        <source>The hidden quantity now: the bar&apos;s end against the question&apos;s threshold (the line). Its value shows once you have answered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::MeasuredBreakdownPlot</name>
    <message>
        <location filename="../../views/pim/measured_breakdown_plot.cpp" line="+46"/>
        <source>Local compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push (server → workers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull (workers → server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Time of the run (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured training: none loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured: %1 · N = %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % of the parts (%5)&lt;br&gt;mean of %6 run(s) at N = %7 %8; measured total %9&lt;br&gt;&lt;i&gt;stands for the PIM category &quot;%10&quot;&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ParameterPanel</name>
    <message>
        <location filename="../../views/panel/parameter_panel.cpp" line="+68"/>
        <source>Show all %1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Search parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows only the parameters whose name, id or description contain the text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimBreakdownPlot</name>
    <message>
        <location filename="../../views/pim/pim_breakdown_plot.cpp" line="+45"/>
        <source>Time of 1 epoch (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CPU, same algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+165"/>
        <source>
(selected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>N = %1 DPUs · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM training: where the time goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comm+sync: MA-SGD/ADMM = %1, GA-SGD/ADMM = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>
Criteo: P&apos;s Fig. 10 plots its measured CPU and PIM runs on one 0–4250 s axis; here the model disagrees with the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
the %1 GB training set does not fit the GPU: streamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 needs %2 MB per DPU: more than the 64 MB MRAM bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % of %5&lt;br&gt;&lt;i&gt;%6&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1, total: %2&lt;/b&gt;&lt;br&gt;the sum of the five categories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2%3 for the same epochs&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimCalibrationPanel</name>
    <message>
        <location filename="../../views/pim/pim_calibration_panel.cpp" line="+53"/>
        <location line="+133"/>
        <source>Fitted to the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+133"/>
        <source>Assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-132"/>
        <location line="+130"/>
        <source>Run configuration (paper&apos;s settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <source>below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>holds (%1 cases)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PIM model: what is measured, what is modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Paper&lt;/b&gt; values are results reported by Rhyner et al., &lt;i&gt;Analysis of Distributed Optimization Algorithms on a Real Processing-In-Memory System&lt;/i&gt; (PACT 2024, arXiv:2404.07164), measured on a real UPMEM system. &lt;b&gt;Model&lt;/b&gt; values are computed by ScaleScope from the current cost parameters for the same runs. &lt;b&gt;Fitted&lt;/b&gt; targets are those some defaults were chosen to meet (the knobs are named): meeting them is a fit, not a validation. &lt;b&gt;Predicted&lt;/b&gt; targets follow from the model&apos;s structure with no knob tuned to them. A value counts as met within ±%1 %. P&apos;s measured CPU and GPU times are not shown anywhere: neither the paper text we could read nor its artifact (CMU-SAFARI/PIM-Opt: code without result files) gives them as numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knobs fitted to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+27"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Reading of 25.10× / 640.35×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+8"/>
        <source>MA-SGD/ADMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+8"/>
        <source>GA-SGD/ADMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Which data set P&apos;s two communication ratios describe is not settled: they stand in one paragraph with the compute ratios, which fit only YFCC, while the GA/MA structure fits Criteo. The model&apos;s value for each reading (LR, 2048 DPUs, weak scaling, 1 epoch); P&apos;s YFCC breakdown figure uses GA-SGD with B = 4096, its scaling figures 8192.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank exponent γ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Criteo LR communication ratios for other values of the assumed rank-scaling exponent γ (aggregate host bandwidth ∝ ranks^γ), every other cost unchanged: the ratios are sensitive to an assumption that no measurement fixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Explanation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Measured (PrIM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vendor specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The calibration targets cannot be evaluated: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&lt;b&gt;Fitted:&lt;/b&gt; %1 targets, %2 knobs fitted to them (%3): &lt;b&gt;%4 degrees of freedom&lt;/b&gt;, so a met fitted target is a fit, not a validation. The fitted values depend on assumed inputs (%5). &lt;b&gt;Predicted:&lt;/b&gt; %6 targets with no knob tuned to them. &lt;b&gt;Consistency checks:&lt;/b&gt; %7 statements that hold by construction or by an assumption chosen for them: they cannot fail, so they test nothing (hover for why).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>consistency check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>P (as reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Criteo, LR (B = %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M-HNfc6, LR (B = %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source> (current)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>paper&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimScalingPlot</name>
    <message>
        <location filename="../../views/pim/pim_scaling_plot.cpp" line="+40"/>
        <source>DPUs N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time of 1 epoch (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU A100 (hardware bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>CPU, same algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>PIM training: scaling over N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>PIM = GPU
N ≈ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>◂ N = %1, off the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1, off the chart ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2→%3: %4× (ideal %5×), E = %6 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, Gustafson-type s = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 1−α_eff = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (assumed γ = %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>streamed GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PIM overtakes the %1 at N ≈ %2 DPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 overtakes PIM at N ≈ %2 DPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PIM is faster than the %1 over the whole range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 is faster over the whole range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the CPU&apos;s hardware bound is faster still</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimView</name>
    <message>
        <location filename="../../views/pim/pim_view.cpp" line="+42"/>
        <source>At N DPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling over N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the time goes for each algorithm at the current N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current algorithm from 256 to 2560 DPUs, with ideal scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear, stacked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log, side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Linear, stacked&lt;/b&gt;: each bar is the whole run, its segments add up to the total.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Log, side by side&lt;/b&gt;: for times that span decades (GA-SGD&apos;s communication is hundreds of times ADMM&apos;s). The categories stand next to each other and the diamond marks the total: stacking on a log axis would squeeze every upper segment into a sliver, and bar lengths there start at an arbitrary floor, so read the tops.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Auto&lt;/b&gt; switches to log when the totals span more than %1×.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Calibration…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is measured (the paper&apos;s results) and what is modelled (every parameter&apos;s source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>At N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>PIM breakdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PIM model: where an epoch&apos;s time goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM model: epoch time against DPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingCurvesTab</name>
    <message>
        <location filename="../../views/scaling/scaling_curves_tab.cpp" line="+12"/>
        <source>Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TOP500 systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide each curve and the measured points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Residuals vs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted vs measured speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+227"/>
        <source>Processors N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-226"/>
        <location line="+227"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-226"/>
        <source>Residual (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P (TFlop/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>vs %1 (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>payload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted vs measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+143"/>
        <source>The residual panel has no room at this size; it comes back when the plot is taller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>time %1 s&lt;br&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S = %1, E = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, payload %1 TFlop/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;%1 line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;&lt;b&gt;outlier&lt;/b&gt; among its repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source> — no payload: needs Rmax or a unit_peak_gflops column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — payload for %1 of %2 runs (unit_peak_gflops missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (weak)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>residual (%)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingFitTab</name>
    <message>
        <location filename="../../views/scaling/scaling_fit_tab.cpp" line="+54"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>N to predict the time at: the fitted T(N) and the 95 % prediction interval of one new run there (model/README.md, Fits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predict at N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply to model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+124"/>
        <source>Processors N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Time T(N) (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>95 % confidence band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95 % band, upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower 95 % (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upper 95 % (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>95 % band, extrapolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95 % band, extrapolated, upper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower 95 %, extrapolated (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upper 95 %, extrapolated (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fitted law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+211"/>
        <source>Extrapolated (prediction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Median of repetitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+132"/>
        <source>Runs used in the fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Runs predicted, not fitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outlier (still fitted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Excluded from the fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Fit: no measured series loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a CSV with columns n,time_s (File ▸ Import data…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fit to %1 (%2 scaling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>excluded from the fit (click to include it)&lt;br&gt;line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no measured times: nothing to fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fit switched off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n run(s) excluded (click one to include it again).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Measured runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling/fit_text.cpp" line="+14"/>
        <source>, R² = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../views/scaling/scaling_fit_tab.cpp" line="+45"/>
        <source>%1 of repetitions, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>±1 s.d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min–max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fitted %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>residual %1 s (%2 %)&lt;br&gt;line %3&lt;br&gt;click to exclude it from the fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;outlier&lt;/b&gt; among the runs at this N (modified z-score &gt; 3.5), still fitted&lt;br&gt;%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>T(%1%2) = %3 s, 95 % prediction interval %4&#xa0;…&#xa0;%5&#xa0;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>extrapolated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower end &lt; 0 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95 % prediction interval of one new run at N = %1: %2 … %3 s, %4 (model/README.md, Fits)%5%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>for a scatter proportional to the time (symmetric in log T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for a constant scatter (symmetric about T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; a time cannot be below 0, so 0 is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; extrapolated: the runs measured N = %1…%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>± %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>± %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Weighted by 1/time² (Noise of a run: relative): one run scatters %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unweighted (Noise of a run: constant): one run scatters %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the repetitions alone: %1 (%2 degrees of freedom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2 runs, %3 excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R² = %1 on %2 (± = 1 standard error; band: 95 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>;  serial fraction 1−α = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>;  peak speed-up at N* = √((1−σ)/κ) = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>;  N* = none (κ ≤ 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fitted on the %1 runs at the %2 smallest N; predicts the other %3 within %4 % on average (worst %5 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing to apply: there is no fit (see the note under the plot).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not available: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sets the model&apos;s parameters to the fit, as one undo step:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply %1 fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingGenerationsTab</name>
    <message>
        <location filename="../../views/scaling/scaling_generations_tab.cpp" line="+26"/>
        <source>Across generations: Amdahl&apos;s prediction of Rmax</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured Rmax (TFlop/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted Rmax (TFlop/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pred. (TF/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted = measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From → to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1−α_eff used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E predicted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rmax pred. (TF/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rmax meas. (TF/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1−α_eff achieved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 → %2: error %3 %&lt;br&gt;1−α_eff %4 predicts E = %5 at N = %6%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;br&gt;&lt;i&gt;re-listing of an unchanged machine: exact by construction, left out of the summary&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>measured Rmax (TFlop/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted Rmax (TFlop/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n re-listing(s) with unchanged N, Rmax, Rpeak</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n repeat(s) of a pair through a re-listed entry</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (left out: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Earlier entry&apos;s 1−α_eff → Amdahl E at the later N → Rmax = Rpeak·E.
%1 distinct predictions%2; mean |error| %3 %, worst %4 % (labels: yy-mm).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 % (repeat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>No system has two TOP500 entries among the loaded data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only re-listings of unchanged machines: no prediction to summarise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>re-listing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingInverseTab</name>
    <message>
        <location filename="../../views/scaling/scaling_inverse_tab.cpp" line="+16"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time against 1/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1/N (1 / processors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time T(N) (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fitted line T = a + b/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Intercept a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>serial time a = %1 ± %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>N = %1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T against 1/N: %1 has no measured times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T against 1/N: no measured series loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time against 1/N: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1/N (N in %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>slope: parallel time
b = %1 ± %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>T(N) = a + b/N: serial time a = %1 s, parallel work b = %2 s on one unit;
serial fraction a/(a + b) = %3, R² = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A negative intercept: the runs scale better than Amdahl&apos;s law allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weak-scaling series: this view assumes a fixed problem size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingPrecisionTab</name>
    <message>
        <location filename="../../views/scaling/scaling_precision_tab.cpp" line="+26"/>
        <source>Reduced precision: how much of the speed-up r reaches the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Processors N (cores)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realised fraction, gain over FP64 / r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>gain / r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whole speed-up reaches the run (gain = r)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scenario&apos;s N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured: (HPL-MxP / HPL) / r_machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gain / r_machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Predicted FP32, gain / %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted FP16, gain / %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1&lt;br&gt;HPL-MxP %2 PFlop/s, HPL %3 PFlop/s: gain ×%4&lt;br&gt;r_machine = %5 (vendor peaks, hpl_mxp.csv) → %6 of it&lt;br&gt;N from the TOP500 list %7&lt;br&gt;model: FP16 ×%8 there (fraction %9 of r = %10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Model: compute shrinks by r, communication stays, so gain/r falls from 1 as N grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> At N = %1: FP32 ×%2 (%3 of r), FP16 ×%4 (%5 of r).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Measured HPL-MxP is weak-scaled (matrix sized to memory) and another algorithm (low-precision LU + refinement, FP64-equivalent flops): its fractions run from %1 (%2) to %3 (%4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Above 1: HPL-MxP ran nearer its low-precision peak than HPL to its FP64 peak.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No vendor r_machine: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Not placed (no TOP500 entry for N): %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingStudyTab</name>
    <message>
        <location filename="../../views/scaling/scaling_study_tab.cpp" line="+47"/>
        <source>Series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baseline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N = 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node =</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+103"/>
        <source>min–max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+103"/>
        <source>±1 s.d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Scaling study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+4"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Time T(N) (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+41"/>
        <location line="+85"/>
        <location line="+10"/>
        <source>Speed-up S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-135"/>
        <location line="+126"/>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Efficiency E = S/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+115"/>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Ideal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Outlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal S = N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Time T(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scaling study: %1 has no measured times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling study: no measured series loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a CSV with columns n,time_s (and group, scaling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>processors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling study: %1 (%2 scaling)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 time (bars %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Ideal: T = T(N_b), E = 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ideal: T(N_b)·N_b/N, S = N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Efficiency T(N_b)/T(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Speed-up N_b·T(N_b)/T(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency S/N (right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline run: N = %1 %2, T = %3 s (%4 of %5 run(s)).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingView</name>
    <message>
        <location filename="../../views/scaling/scaling_view.cpp" line="+32"/>
        <source>Scaling laws against N: Amdahl, Gustafson, USL, timeline model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A law fitted to the measured series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling study of the measured series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time against 1/N: serial and parallel parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TOP500 generations: Rmax predicted by Amdahl against measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lower precision: predicted against measured HPL-MxP/HPL gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+12"/>
        <source>Curves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>Study</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>T vs 1/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law curves of the scenario against measured points, residuals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit a law to the selected series, with its 95 % band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling-study figure: time, speed-up and efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time against 1/N: serial and parallel time from a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted vs measured Rmax across TOP500 generations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted gain of reduced precision vs measured HPL-MxP/HPL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1/N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::SciSpinBox</name>
    <message>
        <location filename="../../views/common/sci_spin_box.cpp" line="+24"/>
        <source>%1 is above the largest value, %2: set to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is below the smallest value, %2: set to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::SeriesList</name>
    <message>
        <location filename="../../views/scaling/series_list.cpp" line="+17"/>
        <source>Remove file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checked series are drawn on the Curves tab. Hidden ones stay loaded and saved; the bold one is fitted (Fit and Study tabs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;br&gt;From %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;Shipped with ScaleScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;&lt;i&gt;The active series of the Fit and Study tabs.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unload %1 and every series read from it (Ctrl+Z brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a series of one of your files; the shipped data can only be hidden</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::SurfaceView</name>
    <message>
        <location filename="../../views/surface/surface_view.cpp" line="+168"/>
        <source>Export figures… (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+14"/>
        <source>Efficiency surface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Surface camera</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalescope::views::TimelineView</name>
    <message>
        <location filename="../../views/timeline/timeline_view.cpp" line="+78"/>
        <source>One step of the timeline model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host↔device copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Synchronisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <location line="+51"/>
        <source>Timeline model: S(N) and E(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Processors N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Efficiency E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+10"/>
        <source>Speed-up S(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>S(N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Current N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No accelerator: no host↔device copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy: %1 MB per step shared out, bytes/N per device (strong scaling).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy: %1 MB per device per step at any N (each device a full memory, Végh&apos;s case); &apos;Copy per device&apos; offers bytes/N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source> The ~3× payload of the GPU is the tuned g = %1; the TOP500 rows show it per node, not per core (hover for what the data show).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;What the shipped data do and do not show.&lt;/b&gt; The accelerator speed-up g is a fit: its default is tuned so that switching the accelerator on raises payload about 3×, as Végh reports for Piz Daint&apos;s GPU upgrade. Per node the TOP500 rows agree: 5,272 nodes with a K20X each in 2013-11, 5,320 with a P100 each in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), because the TOP500 counts a GPU&apos;s multiprocessors as cores: 22 per K20X node, 68 per P100 node. Where the rows do not agree with Végh: the gain did not come with little nominal gain, Rpeak per node rose ×3.2 as well.&lt;/p&gt;&lt;p&gt;The rows cannot isolate the memory effect: at about the same size, 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 nodes), 1−α_eff fell ÷2.6 per TOP500 core and rose +20 % per node; the network, software and HPL tuning changed too. The 2016-11 entry (3,040 nodes, part-way through the upgrade) compares a half-installed machine with a whole one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Copy per device.&lt;/b&gt; &apos;constant&apos; keeps every device&apos;s copy at the full bytes whatever N, so T_copy joins the serial part and a bigger accelerator memory raises 1−α_eff; &apos;divided_by_n&apos; shares the bytes out as under strong scaling.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Timeline model: one step at N = %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeline model at N&#xa0;=&#xa0;%1: E&#xa0;=&#xa0;%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeline model, N = %1: T(N) = %2 per step · E = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>T(N) = %1 per step  ·  comm/compute = %2  ·  E = %3  ·  1−α_eff = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time per step (s, log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model: where one step&apos;s time goes at N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timeline model: speed-up and efficiency against N</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
