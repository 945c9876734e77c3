<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Batch</name>
    <message>
        <location filename="../../app/cli/batch.cpp" line="+86"/>
        <source>%1: only one scenario (file or preset) can be given</source>
        <translation>%1：只能指定一个场景（文件或预设）</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>--series %1: no series of that name is loaded; the %2 loaded: %3</source>
        <translation>--series %1：未加载该名称的数据系列；已加载的 %2：%3</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+2"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot create the export directory</source>
        <translation>%1: 无法创建导出目录</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>writing %1</source>
        <translation>正在写入 %1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1: the 3D %2 needs an X server (VTK renders through GLX); run under xvfb-run -a</source>
        <translation>%1: 三维图 %2 需要 X 服务器（VTK 通过 GLX 渲染）；请在 xvfb-run -a 下运行</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>wrote %1 files to %2</source>
        <translation>已将 %1 个文件写入 %2</translation>
    </message>
</context>
<context>
    <name>CameraPreset</name>
    <message>
        <location filename="../../views/surface/surface_camera.h" line="+32"/>
        <source>3D view</source>
        <translation>三维视图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top view: heat map</source>
        <translation>俯视图：热图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side view along N</source>
        <translation>沿 N 的侧视图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side view along 1−α</source>
        <translation>沿 1−α 的侧视图</translation>
    </message>
</context>
<context>
    <name>ClassPage</name>
    <message>
        <location filename="../../app/classroom/class_server.cpp" line="+67"/>
        <source>en</source>
        <extracomment>The student page&apos;s language as a BCP 47 tag: de, zh-CN.</extracomment>
        <translation>zh-CN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope — your prediction</source>
        <translation>ScaleScope — 你的预测</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nickname (optional)</source>
        <translation>昵称（可选）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the teacher&apos;s next question…</source>
        <translation>等待老师的下一个问题……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send my answer</source>
        <translation>提交答案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Change my answer</source>
        <translation>修改答案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer %1 is in. Waiting for the reveal…</source>
        <translation>你的答案 %1 已提交。等待揭晓……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer: %1</source>
        <translation>你的答案：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>within the tolerance</source>
        <translation>在容差之内</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>outside the tolerance</source>
        <translation>在容差之外</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none given</source>
        <translation>未作答</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The connection to the teacher&apos;s computer is lost.</source>
        <translation>与老师电脑的连接已断开。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a number, such as 19.6 or 1e6.</source>
        <translation>请输入一个数，例如 19.6 或 1e6。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type the code your teacher shows.</source>
        <translation>请输入老师展示的代码。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join code</source>
        <translation>加入代码</translation>
    </message>
    <message>
        <location line="+157"/>
        <source>only GET here</source>
        <translation>此处仅支持 GET</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the join code is wrong or missing</source>
        <translation>加入代码错误或缺失</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no such page</source>
        <translation>没有此页面</translation>
    </message>
</context>
<context>
    <name>ClassSummary</name>
    <message>
        <location filename="../../app/classroom/class_summary.cpp" line="+117"/>
        <location line="+7"/>
        <source>Class session: %1</source>
        <translation>课堂会话：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 students joined</source>
        <translation>%1 · %2 名学生已加入</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No question was answered.</source>
        <translation>没有问题得到回答。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Step %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not revealed</source>
        <translation>未揭晓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 answered</source>
        <translation>%1 人作答</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 within the tolerance (%2 %)</source>
        <translation>%1 人在容差之内 (%2 %)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ScaleScope. Bars: the students&apos; answers; green: the model&apos;s answer, computed from each step&apos;s scenario.</source>
        <translation>ScaleScope。柱：学生的答案；绿色：模型的答案，由每一步的场景计算得出。</translation>
    </message>
</context>
<context>
    <name>CommandLineText</name>
    <message>
        <location filename="../../app/cli/command_line.cpp" line="+30"/>
        <source>--predict %1: entry %2 is empty: expected N ≥ 1, e.g. --predict 1024,4096</source>
        <translation>--predict %1: 第 %2 项为空，需要 N ≥ 1，例如 --predict 1024,4096</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--predict %1: entry %2 &apos;%3&apos; is not a number: expected N ≥ 1</source>
        <translation>--predict %1: 第 %2 项 &apos;%3&apos; 不是数字，需要 N ≥ 1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--predict %1: entry %2 &apos;%3&apos; is not finite: expected N ≥ 1</source>
        <translation>--predict %1: 第 %2 项 &apos;%3&apos; 不是有限数，需要 N ≥ 1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--predict %1: entry %2 %3 is below 1: the laws start at one unit, N ≥ 1</source>
        <translation>--predict %1: 第 %2 项 %3 小于 1，定律从一个处理单元起算，即 N ≥ 1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>--lesson: expected a lesson name (see --list-lessons)</source>
        <translation>--lesson: 需要课程名称（参见 --list-lessons）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>--export-lesson: expected a lesson name and a PDF file</source>
        <translation>--export-lesson: 需要课程名称和 PDF 文件</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--lang: expected de, zh_CN or en</source>
        <translation>--lang: 需要 de、zh_CN 或 en</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--page: expected a4 or slides</source>
        <translation>--page: 需要 a4 或 slides</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--preset: expected a preset name</source>
        <translation>--preset: 需要预设名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--scenario: expected a file</source>
        <translation>--scenario: 需要文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--set: expected ID=VALUE</source>
        <translation>--set: 需要 ID=VALUE</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--export: expected a directory</source>
        <translation>--export: 需要目录</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--formats: expected a list such as png,pdf,svg,csv</source>
        <translation>--formats: 需要形如 png,pdf,svg,csv 的列表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--formats: unknown format &apos;%1&apos; (use png, pdf, svg, csv)</source>
        <translation>--formats: 未知格式 &apos;%1&apos;（请使用 png、pdf、svg、csv）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--formats: expected at least one format</source>
        <translation>--formats: 至少需要一种格式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--size: expected WxH[unit] or a preset, e.g. 3.5x2.5in</source>
        <translation>--size: 需要 WxH[unit] 或预设，例如 3.5x2.5in</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--size: %1; or a preset: %2</source>
        <translation>--size: %1；或使用预设：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected a number</source>
        <translation>%1: 需要数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: &apos;%2&apos; is not a number in [%3, %4]</source>
        <translation>%1: &apos;%2&apos; 不是 [%3, %4] 内的数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--font-size: expected points, e.g. 8</source>
        <translation>--font-size: 需要以点为单位的字号，例如 8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--font-size: &apos;%1&apos; is not a size in points in [4, 72]</source>
        <translation>--font-size: &apos;%1&apos; 不是 [4, 72] 内以点为单位的字号</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--n-parameter: expected the name of a parameter, e.g. threads</source>
        <translation>--n-parameter: 需要参数名称，例如 threads</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>--fit: expected a data file or folder</source>
        <translation>--fit: 需要数据文件或文件夹</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--law: expected %1 or alpha-beta</source>
        <translation>--law: 需要 %1 或 alpha-beta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--predict: expected N[,N...], e.g. --predict 1024,4096</source>
        <translation>--predict: 需要 N[,N...]，例如 --predict 1024,4096</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--noise: expected relative or constant</source>
        <translation>--noise: 需要 relative 或 constant</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--series: expected a series name</source>
        <translation>--series: 需要数据系列名称</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: unknown option (see --help)</source>
        <translation>%1: 未知选项（参见 --help）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>--export-lesson: give one mode at a time</source>
        <translation>--export-lesson: 一次只能指定一种模式</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--presenter: only meaningful with --lesson</source>
        <translation>--presenter: 仅与 --lesson 一起使用时有意义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--class-session: only meaningful with --lesson</source>
        <translation>--class-session: 仅与 --lesson 一起使用时有意义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--preset and --scenario: give one of them, not both</source>
        <translation>--preset 和 --scenario: 只能指定其中之一，不能同时指定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--export and --fit: give one mode at a time</source>
        <translation>--export 和 --fit: 一次只能指定一种模式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--fit: --law is required (%1|alpha-beta)</source>
        <translation>--fit: 必须指定 --law（%1|alpha-beta）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--law: only meaningful with --fit</source>
        <translation>--law: 仅与 --fit 一起使用时有意义</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--noise: only meaningful with --fit</source>
        <translation>--noise: 仅与 --fit 一起使用时有意义</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--predict: only meaningful with --fit</source>
        <translation>--predict: 仅与 --fit 一起使用时有意义</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--predict: predicts T(N) of a scaling law, not of --law alpha-beta</source>
        <translation>--predict: 预测的是扩展定律的 T(N)，不适用于 --law alpha-beta</translation>
    </message>
</context>
<context>
    <name>Data</name>
    <message>
        <location filename="../../model/data/column_roles.cpp" line="+14"/>
        <source>not read</source>
        <translation>不读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N (processing units)</source>
        <translation>N（处理单元数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency (0 to 1)</source>
        <translation>并行效率（0 到 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>label of the run</source>
        <translation>运行标签</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>series name</source>
        <translation>数据系列名称</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong or weak</source>
        <translation>强扩展或弱扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unit of N (cores, nodes, …)</source>
        <translation>N 的单位（核心、节点、…）</translation>
    </message>
    <message>
        <location filename="../../model/data/top500.cpp" line="+263"/>
        <source>Rmax/Rpeak also holds single-node inefficiency (HPL on one GPU node stays well below its peak, although its DGEMM comes close), so 1−α_eff is not only parallel overhead; nor is it a constant of the machine (Piz Daint 2016-11 → 2017-06: 3.1·10⁻⁶ → 8.1·10⁻⁷). N counts cores as the TOP500 does: for a GPU machine, CPU cores plus the GPUs&apos; multiprocessors.</source>
        <translation>Rmax/Rpeak 还包含单节点自身的低效（HPL 在单个 GPU 节点上远低于其峰值，尽管其 DGEMM 接近峰值），因此 1−α_eff 并不只是并行开销；它也不是机器的常数（Piz Daint 2016-11 → 2017-06：3.1·10⁻⁶ → 8.1·10⁻⁷）。N 按 TOP500 的方式计数核心：对 GPU 机器而言，为 CPU 核心数加上各 GPU 的多处理器数。</translation>
    </message>
    <message>
        <location filename="../../model/data/provenance.h" line="+19"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>library build</source>
        <translation>库构建类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>datatype</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MPI version</source>
        <translation>MPI 版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parallel proportion (known)</source>
        <translation>并行比例（已知）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>runs of one sweep</source>
        <translation>同一扫描的运行次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>submitter</source>
        <translation>提交者</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>division</source>
        <translation>分区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
</context>
<context>
    <name>FigureExport</name>
    <message>
        <location filename="../../app/export/figure_export.cpp" line="+33"/>
        <source>ScaleScope: default scenario</source>
        <translation>ScaleScope：默认场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope: %1</source>
        <translation>ScaleScope：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+29"/>
        <source>%1: cannot create the export folder</source>
        <translation>%1：无法创建导出文件夹</translation>
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
        <translation>论文单栏（3.5 × 2.5 in，8 pt）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two columns of a paper (7.16 × 3.5 in, 8 pt)</source>
        <translation>论文双栏（7.16 × 3.5 in，8 pt）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A4 half page (210 × 148 mm, 10 pt)</source>
        <translation>A4 半页（210 × 148 mm，10 pt）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Report column (7 × 5 in, 9 pt)</source>
        <translation>报告栏（7 × 5 in，9 pt）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slide 16:9 (13.33 × 7.5 in, 1920×1080 PNG, 16 pt)</source>
        <translation>16:9 幻灯片（13.33 × 7.5 in，1920×1080 PNG，16 pt）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Poster panel (15 × 11.25 in, 20 pt)</source>
        <translation>海报面板（15 × 11.25 in，20 pt）</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>&apos;%1&apos; is not W×H with a unit (mm, cm, in, pt), e.g. 3.5x2.5in</source>
        <translation>“%1”不是带单位（mm、cm、in、pt）的 宽×高，例如 3.5x2.5in</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is %2 × %3 pt; each side must be 36–8640 pt (0.5–120 in)</source>
        <translation>“%1”为 %2 × %3 pt；每边须在 36–8640 pt（0.5–120 in）之间</translation>
    </message>
</context>
<context>
    <name>FitCommand</name>
    <message>
        <location filename="../../app/cli/fit_command.cpp" line="+116"/>
        <source>--law %1: expected %2 or alpha-beta</source>
        <translation>--law %1: 需要 %2 或 alpha-beta</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+35"/>
        <source>skipped: %1</source>
        <translation>已跳过：%1</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>%1: no measurements to fit (a TOP500 or HPL-MxP table?)</source>
        <translation>%1: 没有可拟合的测量数据（是 TOP500 或 HPL-MxP 表格吗？）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: --law alpha-beta needs latency against message size (OSU, IMB, or a CSV with a bytes column), found none</source>
        <translation>%1: --law alpha-beta 需要随消息大小变化的延迟（OSU、IMB，或带 bytes 列的 CSV），但未找到</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2 series (%3); --fit fits one: name it with --series NAME</source>
        <translation>%1: %2 个数据系列（%3）；--fit 只拟合一个：请用 --series NAME 指定</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: latency against message size (a latency table): fit it with --law alpha-beta</source>
        <translation>%1: 随消息大小变化的延迟（延迟表）：请用 --law alpha-beta 拟合</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: warning: %2</source>
        <translation>%1: 警告：%2</translation>
    </message>
</context>
<context>
    <name>Formula</name>
    <message>
        <location filename="../../model/lessons/formula.cpp" line="+35"/>
        <source>Amdahl&apos;s law (speed-up)</source>
        <translation>阿姆达尔定律（加速比）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Amdahl&apos;s law (efficiency)</source>
        <translation>阿姆达尔定律（并行效率）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Gustafson&apos;s law (scaled speed-up; s = serial share of the N-unit run)</source>
        <translation>古斯塔夫森定律（规模加速比；s = N 个单元运行时的串行比例）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Universal Scalability Law</source>
        <translation>通用可扩展性定律</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Effective serial fraction (Karp–Flatt) of %1, %2, against its vector peak</source>
        <translation>%1（%2）以其向量峰值计的有效串行比例（Karp–Flatt）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Effective serial fraction (Karp–Flatt) of %1, %2, against its matrix peak</source>
        <translation>%1（%2）以其矩阵峰值计的有效串行比例（Karp–Flatt）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Effective serial fraction (Karp–Flatt) of %1, %2</source>
        <translation>%1（%2）的有效串行比例（Karp–Flatt）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Payload performance</source>
        <translation>有效载荷性能</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Timeline model: one step on N units</source>
        <translation>时间线模型：N 个单元上的一步</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PIM model: where the run&apos;s time goes (%1 DPUs)</source>
        <translation>PIM 模型：运行时间花在哪里（%1 个 DPU）</translation>
    </message>
</context>
<context>
    <name>HandoutExport</name>
    <message>
        <location filename="../../app/lessons/handout_export.cpp" line="+157"/>
        <source>%1: cannot draw into the PDF</source>
        <translation>%1：无法绘制到 PDF</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+49"/>
        <source>%1: cancelled</source>
        <translation>%1：已取消</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <location filename="../../app/cli/help_text.cpp" line="+27"/>
        <source>a scenario (.scalescope), or measured data: a file or folder in any format read (%1)</source>
        <translation>场景（.scalescope），或实测数据：任一可读格式的文件或文件夹（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from a built-in scenario (see --list-presets)</source>
        <translation>从内置场景开始（参见 --list-presets）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>start from a scenario file</source>
        <translation>从场景文件开始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>set a parameter (repeatable; see --list-parameters)</source>
        <translation>设置参数（可重复；参见 --list-parameters）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the figures to DIR without opening a window: surface.*, scaling.*, pim.*, roofline.*, ... and their numbers as CSV</source>
        <translation>不打开窗口，把图写入 DIR：surface.*、scaling.*、pim.*、roofline.* 等，并把其数值写为 CSV</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>png,pdf,svg,csv (default png)</source>
        <translation>png,pdf,svg,csv（默认 png）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>figure size on the page in mm, cm, in or pt (default pt: 504x360, a 7 × 5 in report column), e.g. 3.5x2.5in; or a preset, which also sets the text size, titles and PNG resolution: column (IEEE one column, 3.5 × 2.5 in, 8 pt, no titles), two-columns (7.16 × 3.5 in), a4-half, report, slide (16:9, 1920×1080 PNG), poster</source>
        <translation>图在页面上的尺寸，单位为 mm、cm、in 或 pt（默认 pt：504x360，即报告中 7 × 5 in 的一栏），例如 3.5x2.5in；或一个预设，它同时设定文字大小、标题和 PNG 分辨率：column（IEEE 单栏，3.5 × 2.5 in，8 pt，无标题）、two-columns（7.16 × 3.5 in）、a4-half、report、slide（16:9，1920×1080 PNG）、poster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the tick labels&apos; size in points (default 9); titles, legends and notes in proportion, never below 7 pt</source>
        <translation>刻度标签的字号，单位为点（默认 9）；标题、图例和注释按比例缩放，且不小于 7 pt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>leave the figures&apos; titles and notes out (for a paper, whose caption says them)</source>
        <translation>省略图的标题和注释（用于论文，由图注说明其内容）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG pixels per inch of the page (default 72)</source>
        <translation>页面每英寸的 PNG 像素数（默认 72）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG pixels per point, N/72 (default 1)</source>
        <translation>每点的 PNG 像素数，即 N/72（默认 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fit a law (%1) to the timed runs of DATA (a file or folder) and print it as JSON; --law alpha-beta fits T(m) = L + m/B to latency tables (OSU, IMB) per process count</source>
        <translation>用定律（%1）拟合 DATA（文件或文件夹）中计时的运行，并以 JSON 输出；--law alpha-beta 按进程数对延迟表（OSU、IMB）拟合 T(m) = L + m/B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>which parameter of the data files is N, where a file has several (hyperfine -L t 1,2 -L size ...: t)</source>
        <translation>数据文件有多个参数时，哪个参数是 N（hyperfine -L t 1,2 -L size ... 时为 t）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>refuse a data folder of which one file cannot be read (default: load the others, name each file skipped)</source>
        <translation>数据文件夹中只要有一个文件无法读取，就拒绝该文件夹（默认：加载其余文件，并列出每个跳过的文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --fit: also print T(N) and its 95 % prediction interval at each N (≥ 1), e.g. --predict 1024,4096</source>
        <translation>配合 --fit：另外输出每个 N（≥ 1）处的 T(N) 及其 95 % 预测区间，例如 --predict 1024,4096</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --fit: the scatter of a run, proportional to its time (default; runs weighted by 1/T²) or the same in seconds for every run (unweighted least squares)</source>
        <translation>配合 --fit：单次运行的离散，或与其时间成正比（默认；各次运行按 1/T² 加权），或对每次运行都是相同的秒数（不加权最小二乘）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the active series of the Fit and Study figures, by name (default: the first of the last data file given); of a file that holds several, the ones to take (repeatable)</source>
        <translation>拟合图和研究图中的活动数据系列，按名称指定（默认：最后给出的数据文件中的第一个）；对含多个数据系列的文件，指定要采用的系列（可重复）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the lessons: name, title, number of steps</source>
        <translation>列出课程：名称、标题、步骤数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>open the GUI on a lesson (a name or a .lesson.json file); given again, a lecture: the lessons in that order, each summary leading to the next; a .lecture.json file starts its lecture</source>
        <translation>打开图形界面并进入课程（名称或 .lesson.json 文件）；多次给出即为讲座：各课程按给出的顺序排列，每节课的总结引向下一节；.lecture.json 文件则开始其中的讲座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --lesson: start in presenter mode (full screen)</source>
        <translation>配合 --lesson：以演示模式启动（全屏）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with --lesson: students answer from their phones; prints the student URL, the join code and the teacher&apos;s status URL (default: this machine&apos;s LAN address, a free port); --class-session paper: no network, the answers of paper forms typed in</source>
        <translation>配合 --lesson：学生用手机作答；输出学生 URL、加入代码和老师的状态 URL（默认：本机的 LAN 地址和一个空闲端口）；--class-session paper：不用网络，手动录入纸质答题纸上的答案</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>write the lesson&apos;s handout: a page per step, the answers at the end, without opening a window</source>
        <translation>不打开窗口，写出课程讲义：每个步骤一页，答案在末尾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>handout pages: A4 portrait (default) or 16:9 slides</source>
        <translation>讲义页面：A4 纵向（默认）或 16:9 幻灯片</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the language of the window, figures and handouts (default: View &gt; Language, else the system&apos;s)</source>
        <translation>窗口、图和讲义的语言（默认：视图 &gt; 语言，否则为系统语言）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>validate lessons (all when no FILE) and print one JSON object per question with the model&apos;s answer and the lesson&apos;s expect; exit 3 where they differ</source>
        <translation>校验课程（未给出 FILE 时校验全部），并为每个问题输出一个 JSON 对象，含模型的答案和课程的 expect；二者不一致时以状态 3 退出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list the built-in scenarios</source>
        <translation>列出内置场景</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>list parameter ids with unit, range and default</source>
        <translation>列出参数 ID 及其单位、范围和默认值</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Usage: scalescope [FILE ...] [options]</source>
        <translation>用法：scalescope [FILE ...] [选项]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A desktop lab for the limits of parallel scaling.</source>
        <translation>探索并行扩展极限的桌面实验室。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit status: 0 success, 2 bad arguments, 3 bad input file or value, 4 output could not be written, 1 other failure.</source>
        <translation>退出状态：0 成功，2 参数错误，3 输入文件或取值错误，4 无法写入输出，1 其他失败。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rendering the 3D surface needs an X server; on a headless machine run</source>
        <translation>绘制三维曲面需要 X 服务器；在无显示器的机器上请运行：</translation>
    </message>
</context>
<context>
    <name>Law</name>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="+54"/>
        <source>Amdahl (s = %1: serial share of the 1-unit run)</source>
        <translation>Amdahl（s = %1：1 个单元运行时的串行比例）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Amdahl s(1)=%1</source>
        <translation>Amdahl s(1)=%1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Gustafson (s = %1: serial share of the N-unit run)</source>
        <translation>Gustafson（s = %1：N 个单元运行时的串行比例）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gustafson s(N)=%1</source>
        <translation>Gustafson s(N)=%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>USL (σ = %1, κ = %2)</source>
        <translation>USL（σ = %1，κ = %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>USL σ=%1 κ=%2</source>
        <translation>USL σ=%1 κ=%2</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Ideal (S = N)</source>
        <translation>理想（S = N）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal S=N</source>
        <translation>理想 S=N</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Timeline model (%1, %2, accelerator)</source>
        <translation>时间线模型（%1，%2，加速器）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timeline model (%1, %2)</source>
        <translation>时间线模型（%1，%2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timeline (%1)</source>
        <translation>时间线（%1）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Sun–Ni (s = %1, G = N^%2: memory-bounded)</source>
        <translation>Sun–Ni（s = %1，G = N^%2：内存受限）</translation>
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
        <translation>理想</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ideal S = N</source>
        <translation>理想 S = N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>timeline model</source>
        <translation>时间线模型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model</source>
        <translation>时间线模型</translation>
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
        <translation>Sun–Ni（内存受限）</translation>
    </message>
</context>
<context>
    <name>LessonAnswer</name>
    <message>
        <location filename="../../model/lessons/lesson.cpp" line="+49"/>
        <source>±%1 %</source>
        <translation>±%1%</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>within a factor %1</source>
        <translation>在 %1 倍以内</translation>
    </message>
</context>
<context>
    <name>LessonCommands</name>
    <message>
        <location filename="../../app/lessons/lesson_commands.cpp" line="+27"/>
        <source>warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>(1 step)</source>
        <translation>（1 个步骤）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(%1 steps)</source>
        <translation>（%1 个步骤）</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>wrote %1 (%2 pages)</source>
        <translation>已写入 %1（%2 页）</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <location filename="../../model/lessons/lecture_file.cpp" line="+17"/>
        <source>expected one lecture object, found a second value</source>
        <translation>应为一个讲座对象，实为第二个值</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected an array of 1 to %1 lesson names or lesson files</source>
        <translation>应为包含 1 至 %1 个课程名称或课程文件的数组</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a lesson name or file, found a control character</source>
        <translation>应为课程名称或文件，实为控制字符</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_json.cpp" line="+27"/>
        <source>a choice name</source>
        <translation>选项名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>&apos;%1&apos; is not a parameter id (see --list-parameters)</source>
        <translation>&apos;%1&apos; 不是参数 ID（参见 --list-parameters）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected lower-case letters, digits, &apos;-&apos; and &apos;_&apos; (at most 64 characters)</source>
        <translation>应为小写字母、数字、&apos;-&apos; 和 &apos;_&apos;（最多 64 个字符）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected an object, found %1</source>
        <translation>应为对象，实为%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown key &apos;%1&apos; (expected one of: %2)</source>
        <translation>未知键 &apos;%1&apos;（应为以下之一：%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>key &apos;%1&apos; given twice</source>
        <translation>键 &apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a key &apos;%1&apos;</source>
        <translation>应有键 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a string or an array of strings (paragraphs), found %1</source>
        <translation>应为字符串或字符串数组（段落），实为%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实为%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a string (a paragraph), found %1</source>
        <translation>应为字符串（一个段落），实为%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &quot;%1&quot;</source>
        <translation>应为 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>version %1 is newer than this ScaleScope reads (%2): update ScaleScope</source>
        <translation>版本 %1 比此 ScaleScope 能读取的版本（%2）更新：请更新 ScaleScope</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/lessons/lesson_reader.cpp" line="+53"/>
        <location line="+47"/>
        <location line="+103"/>
        <source>expected %1</source>
        <translation>应为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a non-empty string</source>
        <translation>应为非空字符串</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a number, found %1</source>
        <translation>应为数字，实为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a finite number</source>
        <translation>应为有限数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a whole number from %1 to %2</source>
        <translation>应为 %1 至 %2 的整数</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected an object of parameter ids and values, found %1</source>
        <translation>应为由参数 ID 和值组成的对象，实为%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; given twice</source>
        <translation>&apos;%1&apos; 出现了两次</translation>
    </message>
    <message>
        <location line="-179"/>
        <source>%1: expected %2, found %3</source>
        <translation>%1：应为%2，实为%3</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>&apos;%1&apos; is not a quantity (resources/lessons/README.md lists them)</source>
        <translation>&apos;%1&apos; 不是量（resources/lessons/README.md 中列出了所有量）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; reads the step&apos;s &quot;system&quot;, which it does not give</source>
        <translation>&apos;%1&apos; 读取步骤的 &quot;system&quot;，但该步骤未给出</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; needs a &quot;system&quot; with a &quot;later_list&quot;</source>
        <translation>&apos;%1&apos; 需要带有 &quot;later_list&quot; 的 &quot;system&quot;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; reads the step&apos;s &quot;series&quot;, which it does not give</source>
        <translation>&apos;%1&apos; 读取步骤的 &quot;series&quot;，但该步骤未给出</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>&apos;%1&apos; is not a view (expected %2)</source>
        <translation>&apos;%1&apos; 不是视图（应为 %2）</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_reader.cpp" line="-180"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a list edition YYYY-MM, e.g. 2018-11</source>
        <translation>应为 YYYY-MM 格式的榜单期次，例如 2018-11</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a list edition YYYY-MM later than %1</source>
        <translation>应为晚于 %1 的 YYYY-MM 格式榜单期次</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected exactly one of &quot;system&quot; (with an optional &quot;list&quot;), &quot;path&quot;, &quot;curve&quot;, &quot;bar&quot;, &quot;roof&quot;, &quot;parameter&quot;</source>
        <translation>应恰好为 &quot;system&quot;（可带 &quot;list&quot;）、&quot;path&quot;、&quot;curve&quot;、&quot;bar&quot;、&quot;roof&quot;、&quot;parameter&quot; 之一</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&quot;list&quot; belongs to &quot;system&quot;</source>
        <translation>&quot;list&quot; 属于 &quot;system&quot;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a list edition YYYY-MM</source>
        <translation>应为 YYYY-MM 格式的榜单期次</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected an array of view ids (%1)</source>
        <translation>应为视图 ID 数组（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; listed twice</source>
        <translation>&apos;%1&apos; 列出了两次</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected an object of parameter ids and quantity ids</source>
        <translation>应为由参数 ID 和量 ID 组成的对象</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;%1&apos; is not a number parameter</source>
        <translation>&apos;%1&apos; 不是数值参数</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>expected one of the step&apos;s &quot;views&quot;</source>
        <translation>应为该步骤的 &quot;views&quot; 之一</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected 3d, top, side_n or side_serial_fraction</source>
        <translation>应为 3d、top、side_n 或 side_serial_fraction</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>karp_flatt reads the step&apos;s &quot;system&quot;</source>
        <translation>karp_flatt 读取步骤的 &quot;system&quot;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>expected an array of parameter ids</source>
        <translation>应为参数 ID 数组</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>expected one lesson object, found a second value</source>
        <translation>应为一个课程对象，实为第二个值</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the file name &apos;%1&apos; is no lesson name: give one with &quot;name&quot; (lower-case letters, digits, &apos;-&apos; and &apos;_&apos;)</source>
        <translation>文件名 &apos;%1&apos; 不是课程名称：请用 &quot;name&quot; 指定一个（小写字母、数字、&apos;-&apos; 和 &apos;_&apos;）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected an array of at least one step</source>
        <translation>应为至少含一个步骤的数组</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;%1&apos; is not among the lesson&apos;s &quot;parameters&quot;: presenter mode would not show its slider</source>
        <translation>&apos;%1&apos; 不在课程的 &quot;parameters&quot; 中：演示模式不会显示它的滑块</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_text.cpp" line="+12"/>
        <source>offset %1: %2</source>
        <translation>偏移 %1：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;{}&apos; names no quantity</source>
        <translation>&apos;{}&apos; 未指定任何量</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&apos;{%1}&apos;: after &apos;:&apos; expected % or a digit 1…9 (significant digits)</source>
        <translation>&apos;{%1}&apos;：&apos;:&apos; 之后应为 % 或数字 1…9（有效数字位数）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;}&apos; without &apos;{&apos; (write }} for a brace)</source>
        <translation>&apos;}&apos; 缺少对应的 &apos;{&apos;（花括号本身请写作 }}）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;{&apos; without &apos;}&apos; (write {{ for a brace)</source>
        <translation>&apos;{&apos; 缺少对应的 &apos;}&apos;（花括号本身请写作 {{）</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_translation.cpp" line="+39"/>
        <source>the lesson has no such text to translate</source>
        <translation>课程中没有可翻译的此项文本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected the translated text, found an empty string</source>
        <translation>应为译文，实为空字符串</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{%1} of the lesson&apos;s text is missing</source>
        <translation>缺少课程文本中的 {%1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{%1} is not in the lesson&apos;s text</source>
        <translation>{%1} 不在课程文本中</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the question has no options</source>
        <translation>该问题没有选项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected an array of %1 labels, one per option of the lesson, in its order</source>
        <translation>应为含 %1 个标签的数组，按课程中选项的顺序，每个选项一个</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the lesson&apos;s step asks no question</source>
        <translation>课程的该步骤没有提问</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>expected one object, found a second value</source>
        <translation>应为一个对象，实为第二个值</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>this text is for the lesson &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>此文本属于课程 &apos;%1&apos;，而非 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected &quot;%1&quot;, as the file is named</source>
        <translation>应为 &quot;%1&quot;，与文件名一致</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected an array of %1 steps, one per step of the lesson, in its order</source>
        <translation>应为含 %1 个步骤的数组，按课程步骤的顺序，每步一个</translation>
    </message>
    <message>
        <location filename="../../model/lessons/question_reader.cpp" line="+18"/>
        <source>expected exactly one of &quot;relative&quot;, &quot;absolute&quot;, &quot;factor&quot;</source>
        <translation>应恰好为 &quot;relative&quot;、&quot;absolute&quot;、&quot;factor&quot; 之一</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>relative: expected a fraction in (0, 10], e.g. 0.05 for ±5 %</source>
        <translation>relative：应为 (0, 10] 内的小数，例如 0.05 表示 ±5 %</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>absolute: expected a positive number</source>
        <translation>absolute：应为正数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>factor: expected a number in (1, 1000], e.g. 2</source>
        <translation>factor：应为 (1, 1000] 内的数，例如 2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected an array of at least two options</source>
        <translation>应为至少含两个选项的数组</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected higher, lower or same</source>
        <translation>应为 higher、lower 或 same</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>two options mean &apos;%1&apos;</source>
        <translation>两个选项都表示 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a compare option takes no &quot;set&quot;</source>
        <translation>比较选项不接受 &quot;set&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+97"/>
        <source>expected at least one parameter</source>
        <translation>应至少有一个参数</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>&quot;means&quot; belongs to &quot;rule&quot;: &quot;compare&quot;</source>
        <translation>&quot;means&quot; 属于 &quot;rule&quot;: &quot;compare&quot;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>two options have the id &apos;%1&apos; (an option&apos;s id is its &quot;id&quot;, else its &quot;means&quot;)</source>
        <translation>两个选项的 ID 都是 &apos;%1&apos;（选项的 ID 为其 &quot;id&quot;，否则为其 &quot;means&quot;）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>expected the id of an option; give the options an &quot;id&quot;</source>
        <translation>应为某个选项的 ID；请为选项指定 &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected the id of an option (%1)</source>
        <translation>应为某个选项的 ID（%1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;%1&apos; is not an option&apos;s id: give the options an &quot;id&quot;</source>
        <translation>&apos;%1&apos; 不是任何选项的 ID：请为选项指定 &quot;id&quot;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not an option&apos;s id (%2)</source>
        <translation>&apos;%1&apos; 不是任何选项的 ID（%2）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a number: the value of the parameter where the answer lies</source>
        <translation>应为数字：答案所在处的参数值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a number: the value of the quantity asked</source>
        <translation>应为数字：所问的量的值</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected smallest, largest or compare</source>
        <translation>应为 smallest、largest 或 compare</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a fraction in [0, 1)</source>
        <translation>应为 [0, 1) 内的小数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&quot;versus&quot; and &quot;same_within&quot; belong to &quot;rule&quot;: &quot;compare&quot;</source>
        <translation>&quot;versus&quot; 和 &quot;same_within&quot; 属于 &quot;rule&quot;: &quot;compare&quot;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected a parameter with a slider (a number)</source>
        <translation>应为带滑块的参数（数值）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected below or above</source>
        <translation>应为 below 或 above</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>expected number, choice or slider</source>
        <translation>应为 number、choice 或 slider</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a choice question takes no tolerance</source>
        <translation>选择题不接受容差</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; belongs to a choice question</source>
        <translation>&quot;%1&quot; 属于选择题</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&quot;%1&quot; belongs to a slider question</source>
        <translation>&quot;%1&quot; 属于滑块题</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_check.cpp" line="+60"/>
        <source>%1: {%2} is followed by its unit &apos;%3&apos;, which the value already has (&apos;%4&apos;)</source>
        <translation>%1: {%2} 后面又写了单位 &apos;%3&apos;，而该值已带有单位（&apos;%4&apos;）</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>step %1 set_from %2</source>
        <translation>第 %1 步 set_from %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step %1 text</source>
        <translation>第 %1 步 text</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 formula &apos;%2&apos;</source>
        <translation>第 %1 步 formula &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>step %1 question</source>
        <translation>第 %1 步 question</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>step %1 explanation</source>
        <translation>第 %1 步 explanation</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 step %2 question.expect: the lesson expects %3 but the model answers %4</source>
        <translation>%1 第 %2 步 question.expect: 课程预期 %3，但模型的答案是 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 step %2 question.expect: the lesson expects %3 but the model answers %4 (tolerance %5)</source>
        <translation>%1 第 %2 步 question.expect: 课程预期 %3，但模型的答案是 %4（容差 %5）</translation>
    </message>
</context>
<context>
    <name>LessonLibrary</name>
    <message>
        <location filename="../../app/lessons/lesson_library.cpp" line="+66"/>
        <source>%1: larger than such a file can be (%2 KB)</source>
        <translation>%1：超过此类文件的最大大小（%2 KB）</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>%1 (the lesson is shown as written)</source>
        <translation>%1（课程以其原文语言显示）</translation>
    </message>
</context>
<context>
    <name>Model</name>
    <message>
        <location filename="../../model/export/pim_csv.cpp" line="+47"/>
        <source>pim.csv: %1, %2, %3 DPUs: %4</source>
        <translation>pim.csv：%1，%2，%3 个 DPU：%4</translation>
    </message>
    <message>
        <location filename="../../model/export/roofline_csv.cpp" line="+99"/>
        <location line="+4"/>
        <source>roofline.csv: %1</source>
        <translation>roofline.csv：%1</translation>
    </message>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="-206"/>
        <source>N must be at least 1</source>
        <translation>N 必须至少为 1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>serial fraction 1−α must lie in [0, 1]</source>
        <translation>串行比例 1−α 必须在 [0, 1] 内</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the exponent b of G(N) = N^b must be a finite number ≥ 0</source>
        <translation>G(N) = N^b 的指数 b 必须是 ≥ 0 的有限数</translation>
    </message>
    <message>
        <location line="+186"/>
        <source>the timeline fit&apos;s a, b, c have no counterpart among the scenario&apos;s parameters (the timeline model splits a step into more parts than a + b/N + c·⌈log₂N⌉)</source>
        <translation>时间线拟合的 a、b、c 在场景参数中没有对应项（时间线模型把一步分成的部分比 a + b/N + c·⌈log₂N⌉ 更多）</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>%1 describes strong scaling (a fixed problem whose time falls with N), and these runs are marked weak (the problem grows with N, so the time stays about flat): fitted to them its parameters would mean nothing; fit gustafson or sun-ni instead</source>
        <translation>%1 描述强扩展（问题规模固定，时间随 N 下降），而这些运行被标记为弱扩展（问题随 N 增长，因此时间大致不变）：用它拟合这些运行，其参数毫无意义；请改为拟合 gustafson 或 sun-ni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1&apos;s law describes weak scaling (fixed work per unit, the problem grows with N), and these runs are not marked weak (a &apos;scaling&apos; column with &apos;weak&apos; on every row): for fixed-size (strong-scaling) times fit amdahl or usl instead</source>
        <translation>%1 定律描述弱扩展（每个单元的工作量固定，问题随 N 增长），而这些运行未标记为弱扩展（即 &apos;scaling&apos; 列每行均为 &apos;weak&apos;）：对于固定规模（强扩展）的时间，请改为拟合 amdahl 或 usl</translation>
    </message>
    <message>
        <location filename="../../model/laws/laws.cpp" line="+14"/>
        <source>N must be a finite number</source>
        <translation>N 必须是有限数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N must be at least 1 (got %1)</source>
        <translation>N 必须至少为 1（实为 %1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 must lie in [0, 1] (got %2)</source>
        <translation>%1 必须在 [0, 1] 内（实为 %2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>serial fraction 1−α</source>
        <translation>串行比例 1−α</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>contention σ</source>
        <translation>争用 σ</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+8"/>
        <source>coherency κ must be a finite number ≥ 0</source>
        <translation>一致性 κ 必须是 ≥ 0 的有限数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>speed-up must be a positive number</source>
        <translation>加速比必须是正数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>efficiency must lie in (0, 1] (got %1)</source>
        <translation>效率必须在 (0, 1] 内（实为 %1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1−α_eff is undefined at N = 1 (no parallelism measured)</source>
        <translation>1−α_eff 在 N = 1 时无定义（未测到并行性）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rmax and Rpeak must be positive numbers</source>
        <translation>Rmax 和 Rpeak 必须为正数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax exceeds Rpeak (efficiency above 1)</source>
        <translation>Rmax 超过 Rpeak（效率大于 1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>per-unit peak must be a positive number</source>
        <translation>单元峰值必须是正数</translation>
    </message>
    <message>
        <location filename="../../model/lessons/answers.cpp" line="+24"/>
        <source>higher</source>
        <translation>更高</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower</source>
        <translation>更低</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 is %2 (%3 against %4) but no option means &apos;%5&apos;</source>
        <translation>%1 %2（%3 对 %4），但没有选项表示 &apos;%5&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>option &apos;%1&apos;: %2</source>
        <translation>选项 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a choice question needs options</source>
        <translation>选择题需要选项</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 is already below %2 at %3 = %4</source>
        <translation>在 %3 = %4 时，%1 已低于 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is already above %2 at %3 = %4</source>
        <translation>在 %3 = %4 时，%1 已高于 %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 never falls below %2 over %3 in [%4, %5]</source>
        <translation>%3 在 [%4, %5] 内时，%1 从未低于 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 never falls above %2 over %3 in [%4, %5]</source>
        <translation>%3 在 [%4, %5] 内时，%1 从未高于 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../../model/lessons/formula.cpp" line="+49"/>
        <source>no scenario</source>
        <translation>没有场景</translation>
    </message>
    <message>
        <location filename="../../model/lessons/formula.cpp" line="-116"/>
        <source>karp_flatt: the step names no TOP500 entry</source>
        <translation>karp_flatt：该步骤未指定 TOP500 条目</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>karp_flatt: no TOP500 entry &apos;%1&apos; on the %2 list in the loaded data</source>
        <translation>karp_flatt：已加载的数据中没有 %2 榜单上的 TOP500 条目 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>unknown formula &apos;%1&apos;</source>
        <translation>未知公式 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantities.cpp" line="+27"/>
        <source>PIM model: %1</source>
        <translation>PIM 模型：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>timeline model: %1</source>
        <translation>时间线模型：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>pim.dpus is %1: at least 256 needed</source>
        <translation>pim.dpus 为 %1：至少需要 256</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>timeline model: no precision gain at this scenario</source>
        <translation>时间线模型：此场景下没有精度增益</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>amdahl.limit: serial_fraction is 0, so S grows without bound</source>
        <translation>amdahl.limit：serial_fraction 为 0，因此 S 无限增长</translation>
    </message>
    <message>
        <location line="+239"/>
        <source>no scenario to evaluate %1</source>
        <translation>没有可用于计算 %1 的场景</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: the model gives no finite value here</source>
        <translation>%1：模型在此处没有给出有限值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown quantity &apos;%1&apos;</source>
        <translation>未知的量 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantity_data.cpp" line="+23"/>
        <source>the step names no system</source>
        <translation>该步骤未指定系统</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no data loaded</source>
        <translation>未加载数据</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the step names no system with a later list</source>
        <translation>该步骤未指定带有后续榜单的系统</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no TOP500 entry &apos;%1&apos; on the %2 list in the loaded data</source>
        <translation>已加载的数据中没有 %2 榜单上的 TOP500 条目 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>no prediction from &apos;%1&apos; on the %2 list to %3 in the loaded data</source>
        <translation>已加载的数据中没有从 %2 榜单上的 &apos;%1&apos; 到 %3 的预测</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no HPL-MxP result of &apos;%1&apos; on the %2 list in the loaded data</source>
        <translation>已加载的数据中没有 %2 榜单上 &apos;%1&apos; 的 HPL-MxP 结果</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the step names no measured series</source>
        <translation>该步骤未指定实测数据系列</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>series &apos;%1&apos; has no times to fit</source>
        <translation>数据系列 &apos;%1&apos; 没有可拟合的时间</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no measured series &apos;%1&apos; in the loaded data</source>
        <translation>已加载的数据中没有实测数据系列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>fit: %1</source>
        <translation>拟合：%1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>no node count for %1 on the %2 list (column &apos;nodes&apos;)</source>
        <translation>%2 榜单上的 %1 没有节点数（列 &apos;nodes&apos;）</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantity_roofline.cpp" line="+22"/>
        <source>roofline: %1</source>
        <translation>屋顶线模型：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no dot %1</source>
        <translation>没有点 %1</translation>
    </message>
    <message>
        <location filename="../../model/measured/alpha_beta_fit.cpp" line="+19"/>
        <source>message size has %1 but time has %2</source>
        <translation>消息大小有 %1，而时间有 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>message size[%1] = %2 B is not a finite number ≥ 0</source>
        <translation>消息大小[%1] = %2 B 不是 ≥ 0 的有限数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all points have the same message size (%1 B); at least two different sizes are needed</source>
        <translation>所有点的消息大小相同（%1 B）；至少需要两种不同的大小</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>α–β fit T(m) = L + m/B: %1</source>
        <translation>α–β 拟合 T(m) = L + m/B：%1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the message sizes cannot separate L and B</source>
        <translation>这些消息大小无法区分 L 和 B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time does not grow with message size (slope %1 s/B): no finite bandwidth</source>
        <translation>时间不随消息大小增长（斜率 %1 s/B）：没有有限的带宽</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>not physical: the fitted latency L = %1 s (standard error %2 s) is negative, which no network has; the straight line does not hold down to the smallest messages (flagged, not constrained: B is the least-squares slope)</source>
        <translation>不符合物理：拟合得到的延迟 L = %1 s（标准误差 %2 s）为负，任何网络都不会如此；直线关系在最小的消息处不成立（仅作标记，未加约束：B 为最小二乘斜率）</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit.cpp" line="+203"/>
        <source>%1 distinct N value</source>
        <translation>%1 个不同的 N 值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 distinct N values</source>
        <translation>%1 个不同的 N 值</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 fit: %2</source>
        <translation>%1 拟合：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is drawn, not fitted (it has no time law)</source>
        <translation>%1 只绘制，不拟合（它没有时间定律）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 exclusion flags for %2</source>
        <translation>排除标记数为 %1，与 %2 不符</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 fit without the %2: %3</source>
        <translation>%1 拟合（去掉 %2）：%3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 excluded run</source>
        <translation>%1 次被排除的运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 excluded runs</source>
        <translation>%1 次被排除的运行</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>firstK = %1 exceeds the %2 given</source>
        <translation>firstK = %1 超过了给定的 %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 fit on the first %2 (%3): %4</source>
        <translation>%1 拟合（仅用前 %2，%3）：%4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the fitted N values cannot separate the %1 (more different N are needed)</source>
        <translation>拟合所用的 N 值无法区分这 %1（需要更多不同的 N）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Levenberg–Marquardt did not converge</source>
        <translation>Levenberg–Marquardt 未收敛</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>the parameters cannot be told apart at the optimum (singular Jacobian)</source>
        <translation>在最优点无法区分各参数（Jacobi 矩阵奇异）</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_common.cpp" line="+30"/>
        <source>%1 value</source>
        <translation>%1 个值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 values</source>
        <translation>%1 个值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 point</source>
        <translation>%1 个点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 points</source>
        <translation>%1 个点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 parameter</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 parameters</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>time[%1] = %2 s is not a positive finite number</source>
        <translation>时间[%1] = %2 s 不是正的有限数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>needs at least %1 (%2 + 1), got %3</source>
        <translation>至少需要 %1（%2 + 1），实为 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>N has %1 but time has %2</source>
        <translation>N 有 %1，而时间有 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N[%1] = %2 is not a finite number ≥ 1</source>
        <translation>N[%1] = %2 不是 ≥ 1 的有限数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>all N are equal (%1); at least two different N are needed</source>
        <translation>所有 N 都相同（%1）；至少需要两个不同的 N</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_stats.cpp" line="+54"/>
        <source>t quantile: probability must lie in (0, 1), got %1</source>
        <translation>t 分位数：概率必须在 (0, 1) 内，实为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>t quantile: degrees of freedom must be positive, got %1</source>
        <translation>t 分位数：自由度必须为正，实为 %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>T against 1/N fit: %1</source>
        <translation>T 对 1/N 拟合：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>singular design</source>
        <translation>设计矩阵奇异</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_to_scenario.cpp" line="+20"/>
        <source>%1 ← %2 = %3 (%4 fit)</source>
        <translation>%1 ← %2 = %3（%4 拟合）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 ← %2 = %3 (%4 fit), raised to its minimum %5</source>
        <translation>%1 ← %2 = %3（%4 拟合），已提高到其最小值 %5</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the %1 fit has no counterpart among the scenario&apos;s parameters</source>
        <translation>%1 拟合在场景参数中没有对应项</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 = %2 of the %3 fit is above %4&apos;s maximum %5: not applied</source>
        <translation>%3 拟合得到的 %1 = %2 超过 %4 的最大值 %5：未应用</translation>
    </message>
    <message>
        <location filename="../../model/measured/measured_series.cpp" line="+29"/>
        <source>N must be ≥ 1</source>
        <translation>N 必须 ≥ 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time must be &gt; 0</source>
        <translation>时间必须 &gt; 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>speed-up must be &gt; 0</source>
        <translation>加速比必须 &gt; 0</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>efficiency must be in (0, 1]</source>
        <translation>效率必须在 (0, 1] 内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>need 0 &lt; Rmax ≤ Rpeak</source>
        <translation>需要 0 &lt; Rmax ≤ Rpeak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no measured value (time, speed-up, efficiency or Rmax with Rpeak)</source>
        <translation>没有测量值（时间、加速比、效率或 Rmax 与 Rpeak）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>no run at N = %1: speed-up relative to the smallest N = %2</source>
        <translation>N = %1 处没有运行：加速比相对于最小的 N = %2</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 of %2 runs have no payload: the file gives neither Rmax nor the peak of one %3 (add a unit_peak_gflops column)</source>
        <translation>%2 次运行中有 %1 次没有有效载荷：文件既未给出 Rmax，也未给出单个 %3 的峰值（请添加 unit_peak_gflops 列）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unit</source>
        <translation>单元</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: no measured times to fit (speed-up or efficiency only)</source>
        <translation>%1：没有可拟合的实测时间（只有加速比或效率）</translation>
    </message>
    <message>
        <location filename="../../model/measured/network_values.cpp" line="+14"/>
        <source>a latency table at N = %1 says nothing about the network: it needs N ≥ 2 ranks</source>
        <translation>N = %1 时的延迟表反映不出网络：需要 N ≥ 2 个 rank</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the fitted latency is not positive: the table does not show a latency</source>
        <translation>拟合得到的延迟不为正：该表体现不出延迟</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: no allreduce latency table at N ≥ 2 (run the probe&apos;s allreduce workload on 2 or more ranks)</source>
        <translation>%1：没有 N ≥ 2 的 allreduce 延迟表（请在 2 个或更多 rank 上运行探测程序的 allreduce 负载）</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim.cpp" line="+30"/>
        <source>PIM %1: %2 must lie in [%3, %4]</source>
        <translation>PIM %1：%2 必须在 [%3, %4] 内</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM %1: %2 must lie in (%3, %4]</source>
        <translation>PIM %1：%2 必须在 (%3, %4] 内</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>PIM batch sizes must be whole numbers of samples</source>
        <translation>PIM 批次大小必须是整数个样本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PIM %1: %2 is not a multiple of 8 bytes</source>
        <translation>PIM %1：%2 不是 8 字节的倍数</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>PIM sweep: no DPU counts given</source>
        <translation>PIM 扫描：未给出 DPU 数</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="+334"/>
        <source>%1: %2 B is not a multiple of 8 (MRAM DMA alignment)</source>
        <translation>%1：%2 B 不是 8 的倍数（MRAM DMA 对齐）</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_workload.cpp" line="+132"/>
        <source>PIM: the number of DPUs must be at least 1</source>
        <translation>PIM：DPU 数必须至少为 1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1: local batch %2 exceeds the %3 samples each of the %4 DPUs holds</source>
        <translation>%1：本地批次 %2 超过了 %4 个 DPU 中每个所持有的 %3 个样本</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>pim.batch_ga: global batch %1 gives less than one sample to each of the %2 DPUs</source>
        <translation>pim.batch_ga：全局批次 %1 分给 %2 个 DPU 后，每个不足一个样本</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>pim.batch_ga: global batch %1 exceeds the %2 samples</source>
        <translation>pim.batch_ga：全局批次 %1 超过了 %2 个样本</translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_curves.cpp" line="+26"/>
        <source>%1 draws no curve</source>
        <translation>%1 不绘制曲线</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the law predicts no positive value</source>
        <translation>该定律预测不出正值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no measured payload: the run has no per-unit peak</source>
        <translation>没有实测有效载荷：该运行没有单元峰值</translation>
    </message>
    <message>
        <location filename="../../model/surface/surface_data.cpp" line="+224"/>
        <source>PIM run does not fit the MRAM at %1 DPUs</source>
        <translation>%1 个 DPU 时 PIM 运行放不进 MRAM</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PIM trajectory needs two DPU counts</source>
        <translation>PIM 轨迹需要两个 DPU 数</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 · %2 %3 · strong</source>
        <translation>%1 · %2 %3 · 强扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 · %2 %3 · weak</source>
        <translation>%1 · %2 %3 · 弱扩展</translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline.cpp" line="+19"/>
        <source>%1 must be ≥ 0 (got %2)</source>
        <translation>%1 必须 ≥ 0（实为 %2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 must be &gt; 0 (got %2)</source>
        <translation>%1 必须 &gt; 0（实为 %2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>N must be a finite number ≥ 1 (got %1)</source>
        <translation>N 必须是 ≥ 1 的有限数（实为 %1）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>fraction copied (timeline.refresh_fraction)</source>
        <translation>复制比例（timeline.refresh_fraction）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>serial time T_serial (timeline.serial_s)</source>
        <translation>串行时间 T_serial（timeline.serial_s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>parallel work T_compute (timeline.compute_s)</source>
        <translation>并行工作量 T_compute（timeline.compute_s）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>precision speed-up r (timeline.speedup_*)</source>
        <translation>精度加速比 r（timeline.speedup_*）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>accelerator speed-up g (timeline.accelerator_speedup)</source>
        <translation>加速器加速比 g（timeline.accelerator_speedup）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>accelerator memory (timeline.accelerator_memory_gb)</source>
        <translation>加速器内存（timeline.accelerator_memory_gb）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>host↔device bandwidth (timeline.link_bandwidth_gbs)</source>
        <translation>主机↔设备带宽（timeline.link_bandwidth_gbs）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>host↔device latency (timeline.link_latency_us)</source>
        <translation>主机↔设备延迟（timeline.link_latency_us）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network latency L (timeline.net_latency_us)</source>
        <translation>网络延迟 L（timeline.net_latency_us）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>network bandwidth B (timeline.net_bandwidth_gbs)</source>
        <translation>网络带宽 B（timeline.net_bandwidth_gbs）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>message size V (timeline.message_bytes)</source>
        <translation>消息大小 V（timeline.message_bytes）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>barrier cost s (timeline.sync_us)</source>
        <translation>屏障开销 s（timeline.sync_us）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 must be ≤ 1 (got %2)</source>
        <translation>%1 必须 ≤ 1（实为 %2）</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>T(N) overflows at N = %1: parameters too large</source>
        <translation>T(N) 在 N = %1 时溢出：参数过大</translation>
    </message>
    <message>
        <location filename="../../model/core/parameter_table.cpp" line="+70"/>
        <source>%1: %2 is outside [%3, %4]</source>
        <translation>%1：%2 超出范围 [%3, %4]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2 is outside [%3, %4] %5</source>
        <translation>%1：%2 超出范围 [%3, %4] %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: value must be a finite number</source>
        <translation>%1：值必须是有限数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: not one of the choices</source>
        <translation>%1：不是可选值之一</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected on or off</source>
        <translation>%1：应为 on 或 off</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: expected a whole number</source>
        <translation>%1：应为整数</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation>%1：&apos;%2&apos; 不是 %3 之一</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected on or off, got &apos;%2&apos;</source>
        <translation>%1：应为 on 或 off，实为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: &apos;%2&apos; is out of the range of a double</source>
        <translation>%1：&apos;%2&apos; 超出 double 的取值范围</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: expected a number, got &apos;%2&apos;</source>
        <translation>%1：应为数字，实为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../model/core/scenario.cpp" line="+22"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation>未知参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected id=value, got &apos;%1&apos;</source>
        <translation>应为 id=值 的形式，实为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../../model/measured/fit_exclusions.cpp" line="+67"/>
        <source>N = %1, %2 s of &apos;%3&apos; (%4)</source>
        <translation>&apos;%3&apos;（%4）的 N = %1，%2 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N = %1, %2 s of &apos;%3&apos;</source>
        <translation>&apos;%3&apos; 的 N = %1，%2 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, repetition %2</source>
        <translation>%1，第 %2 次重复</translation>
    </message>
    <message>
        <location filename="../../model/classroom/class_room.cpp" line="+70"/>
        <source>the nickname is not UTF-8 text</source>
        <translation>昵称不是 UTF-8 文本</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the nickname holds a control character</source>
        <translation>昵称含有控制字符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the nickname is longer than %1 characters</source>
        <translation>昵称超过 %1 个字符</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>no question is open</source>
        <translation>当前没有开放的问题</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the answer was revealed already</source>
        <translation>答案已经揭晓</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>joining is locked by the teacher</source>
        <translation>老师已锁定加入</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>too many joins from this address; wait a moment</source>
        <translation>来自此地址的加入请求过多；请稍候</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the class is full (%1 students)</source>
        <translation>课堂已满（%1 名学生）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>join the class first</source>
        <translation>请先加入课堂</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>too many requests; wait a moment</source>
        <translation>请求过多；请稍候</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>that question is no longer open</source>
        <translation>该问题已不再开放</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the answer is not a number</source>
        <translation>答案不是数字</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>not one of the choices</source>
        <translation>不是可选项之一</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answer lies outside %1 … %2</source>
        <translation>答案不在 %1 … %2 范围内</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>type at least one answer</source>
        <translation>请至少输入一个答案</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>paper answer %1: %2</source>
        <translation>纸质答案 %1：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the class would have more than %1 students</source>
        <translation>课堂人数将超过 %1 名学生</translation>
    </message>
    <message>
        <location filename="../../model/classroom/room_api.cpp" line="+20"/>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>expected one JSON object</source>
        <translation>应为一个 JSON 对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected an object, found %1</source>
        <translation>应为对象，实为%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown field &quot;%1&quot;</source>
        <translation>未知字段 &quot;%1&quot;</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>expected a whole number</source>
        <translation>应为整数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a finite number</source>
        <translation>应为有限数</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>no such page</source>
        <translation>没有此页面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 takes %2</source>
        <translation>%1 只接受 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the request is larger than %1 bytes</source>
        <translation>请求大于 %1 字节</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the teacher&apos;s token is wrong or missing</source>
        <translation>老师的令牌错误或缺失</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the join code is wrong or missing</source>
        <translation>加入代码错误或缺失</translation>
    </message>
    <message>
        <location filename="../../model/roofline/timeline_roofline.cpp" line="+36"/>
        <source>the unit peak P₁ must be positive and finite, not %1</source>
        <translation>单元峰值 P₁ 必须为正且有限，而不是 %1</translation>
    </message>
</context>
<context>
    <name>Parameter</name>
    <message>
        <location filename="../../model/laws/law_parameters.cpp" line="+11"/>
        <source>Scaling laws</source>
        <translation>扩展定律</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surface</source>
        <translation>效率曲面</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Number of processing units. Default: Piz Daint&apos;s core count on the TOP500 list of 2018-11 (387,872).</source>
        <translation>处理单元的数量。默认值：Piz Daint 在 2018-11 期 TOP500 榜单上的核心数（387,872）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serial fraction 1−α</source>
        <translation>串行比例 1−α</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Non-parallelizable fraction of the work (1−α). Default: Piz Daint 2018-11, 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7.2·10⁻⁷.</source>
        <translation>工作中不可并行的比例（1−α）。默认值：Piz Daint 2018-11，1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7.2·10⁻⁷。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>USL contention σ</source>
        <translation>USL 争用 σ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Contention coefficient of Gunther&apos;s Universal Scalability Law. Default: the serial fraction&apos;s, Piz Daint 2018-11&apos;s 1−α_eff ≈ 7.2·10⁻⁷; with σ equal to 1−α and κ = 0 the USL is Amdahl&apos;s law.</source>
        <translation>Gunther 通用可扩展性定律中的争用系数。默认值：与串行比例相同，即 Piz Daint 2018-11 的 1−α_eff ≈ 7.2·10⁻⁷；当 σ 等于 1−α 且 κ = 0 时，USL 即为 Amdahl 定律。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>USL coherency κ</source>
        <translation>USL 一致性 κ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coherency (crosstalk) coefficient of the USL; speed-up peaks at N* = √((1−σ)/κ). Assumption, not measured.</source>
        <translation>USL 的一致性（串扰）系数；加速比在 N* = √((1−σ)/κ) 处达到峰值。为假设值，未经测量。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sun–Ni work growth b</source>
        <translation>Sun–Ni 工作量增长指数 b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exponent b of G(N) = N^b in Sun and Ni&apos;s memory-bounded speed-up: the parallel work grows by G(N) when the memory grows N-fold. b = 0 is Amdahl&apos;s law, b = 1 Gustafson&apos;s. Default 1.5: dense matrix multiplication, n³ operations on n² memory (Sun and Chen 2010).</source>
        <translation>Sun 与 Ni 内存受限加速比中 G(N) = N^b 的指数 b：内存增长 N 倍时，并行工作量增长 G(N) 倍。b = 0 即阿姆达尔定律，b = 1 即古斯塔夫森定律。默认值 1.5：稠密矩阵乘法，n² 内存上 n³ 次运算（Sun 与 Chen 2010）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Surface N range up to 10^</source>
        <translation>效率曲面 N 范围上限 10^</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Upper end of the N axis of the efficiency surface and of the N sweeps, as a power of ten.</source>
        <translation>效率曲面 N 轴及 N 扫描的上限，以 10 的幂表示。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Surface resolution</source>
        <translation>效率曲面分辨率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Grid points per axis of the efficiency surface (G×G).</source>
        <translation>效率曲面每个轴上的网格点数（G×G）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show systems with accelerator</source>
        <translation>显示带加速器的系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the measured systems that list an accelerator (GPU, Xeon Phi, ...) on the efficiency surface.</source>
        <translation>在效率曲面上显示列有加速器（GPU、Xeon Phi、...）的实测系统。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show systems without accelerator</source>
        <translation>显示不带加速器的系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the measured systems that list no accelerator on the efficiency surface. Rows of user measurement files count as systems without accelerator.</source>
        <translation>在效率曲面上显示未列出加速器的实测系统。用户测量文件中的行视为不带加速器的系统。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems listed from year</source>
        <translation>系统上榜起始年份</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide TOP500 entries of list editions before this year (the first list appeared in 1993). Rows without a list edition are always shown.</source>
        <translation>隐藏该年份之前各期榜单的 TOP500 条目（首期榜单发布于 1993 年）。没有榜单期次的行始终显示。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Systems listed up to year</source>
        <translation>系统上榜截止年份</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide TOP500 entries of list editions after this year. Rows without a list edition are always shown.</source>
        <translation>隐藏该年份之后各期榜单的 TOP500 条目。没有榜单期次的行始终显示。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline panel: log time axis</source>
        <translation>时间线面板：对数时间轴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the five parts of one step in the Timeline panel on a logarithmic time axis (they span several decades); off: linear seconds.</source>
        <translation>在时间线面板中用对数时间轴绘制一步的五个部分（它们跨越多个数量级）；关闭时：线性秒。</translation>
    </message>
    <message>
        <location filename="../../model/laws/law_table.cpp" line="-232"/>
        <source>Show Amdahl</source>
        <translation>显示 Amdahl 曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Amdahl&apos;s law, reading 1−α as the serial share of the run on one unit (a fixed problem: strong scaling).</source>
        <translation>绘制阿姆达尔定律，将 1−α 视为单个单元运行时的串行比例（问题规模固定：强扩展）。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Show Gustafson</source>
        <translation>显示 Gustafson 曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw Gustafson&apos;s scaled speed-up S = s + (1−s)·N, reading the same number as the serial share s of the run on N units (the problem grows with N: weak scaling). For one run the shares convert as s_G = s_A/(s_A + (1−s_A)/N), which turns Gustafson&apos;s S into Amdahl&apos;s; the curves differ in what grows, not in the machine.</source>
        <translation>绘制古斯塔夫森的规模加速比 S = s + (1−s)·N，将同一数值视为 N 个单元运行时的串行比例 s（问题随 N 增长：弱扩展）。对同一次运行，两种比例的换算为 s_G = s_A/(s_A + (1−s_A)/N)，由此古斯塔夫森的 S 即化为阿姆达尔的 S；两条曲线的区别在于增长的是什么，而不在于机器。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Show USL</source>
        <translation>显示 USL 曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the Universal Scalability Law for σ and κ.</source>
        <translation>按 σ 与 κ 绘制通用可扩展性定律。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Show ideal</source>
        <translation>显示理想曲线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw ideal scaling, S = N.</source>
        <translation>绘制理想扩展，S = N。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Show timeline model</source>
        <translation>显示时间线模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the timeline model of the current scenario (model/README.md §3).</source>
        <translation>绘制当前场景的时间线模型（model/README.md §3）。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Show Sun–Ni</source>
        <translation>显示 Sun–Ni 曲线</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw Sun and Ni&apos;s memory-bounded speed-up S = (s + (1−s)·G)/(s + (1−s)·G/N), G(N) = N^b: the problem grows with the memory of N units and its parallel work by G(N) (b = sun_ni.exponent; b = 0 is Amdahl&apos;s curve, b = 1 Gustafson&apos;s). s is the serial share of the run on one unit.</source>
        <translation>绘制 Sun 与 Ni 的内存受限加速比 S = (s + (1−s)·G)/(s + (1−s)·G/N)，G(N) = N^b：问题随 N 个单元的内存增长，其并行工作量增长 G(N) 倍（b = sun_ni.exponent；b = 0 即阿姆达尔曲线，b = 1 即古斯塔夫森曲线）。s 为单个单元运行时的串行比例。</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="-308"/>
        <source>PIM training</source>
        <translation>PIM 训练</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Training set</source>
        <translation>训练集</translation>
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
        <translation>YFCC100M-HNfc6（稠密，d = 4096）或 Criteo（独热编码，d = 1,001,472 中 39 个非零元），按 P 中的方式预处理。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>logistic regression (LR)</source>
        <translation>逻辑回归（LR）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>linear SVM</source>
        <translation>线性 SVM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logistic regression (sigmoid and division per sample) or linear SVM.</source>
        <translation>逻辑回归（每个样本一次 sigmoid 和一次除法）或线性 SVM。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Algorithm</source>
        <translation>算法</translation>
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
        <translation>MA-SGD 每个本地批次平均一次模型，GA-SGD 每个全局批次平均一次梯度，ADMM 每个 epoch 同步一次。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DPUs N</source>
        <translation>DPU 数 N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of DPUs (64 per rank). P scales over 256…2048; its breakdowns use 2048.</source>
        <translation>DPU 数量（每个 rank 64 个）。P 在 256…2048 范围内扩展；其时间分解使用 2048。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Scaling</source>
        <translation>扩展方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>强扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>弱扩展</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong: the 256-DPU training set (YFCC 851,968, Criteo 50,331,648 samples) split over N DPUs. Weak: a fixed share per DPU (3,328 or 196,608 samples).</source>
        <translation>强扩展：256 个 DPU 的训练集（YFCC 851,968 个、Criteo 50,331,648 个样本）分配到 N 个 DPU 上。弱扩展：每个 DPU 分得固定份额（3,328 或 196,608 个样本）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Epochs</source>
        <translation>epoch 数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Training epochs. P&apos;s time breakdowns are 1-epoch runs, its accuracy runs 10.</source>
        <translation>训练 epoch 数。P 的时间分解为 1 个 epoch 的运行，其精度实验为 10 个 epoch。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+8"/>
        <location line="+9"/>
        <source>paper default</source>
        <translation>论文默认值</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>MA-SGD local batch b</source>
        <translation>MA-SGD 本地批次 b</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per DPU per MA-SGD step. 0 = the paper&apos;s default for the chosen training set: 8 for YFCC (swept 8…64), 2048 for Criteo (1024…8192).</source>
        <translation>每个 DPU 每个 MA-SGD 步的样本数。0 = 论文针对所选训练集的默认值：YFCC 为 8（扫描范围 8…64），Criteo 为 2048（1024…8192）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GA-SGD global batch B</source>
        <translation>GA-SGD 全局批次 B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per GA-SGD step over all DPUs. 0 = the paper&apos;s default for the chosen training set: 8192 for YFCC (4096…32768), 262,144 for Criteo (131,072…1,048,576).</source>
        <translation>每个 GA-SGD 步中所有 DPU 的样本总数。0 = 论文针对所选训练集的默认值：YFCC 为 8192（4096…32768），Criteo 为 262,144（131,072…1,048,576）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ADMM local batch</source>
        <translation>ADMM 本地批次</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Samples per DPU per local ADMM step. 0 = the paper&apos;s default for the chosen training set: 8 for YFCC, 2048 for Criteo.</source>
        <translation>每个 DPU 每个本地 ADMM 步的样本数。0 = 论文针对所选训练集的默认值：YFCC 为 8，Criteo 为 2048。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DPU clock</source>
        <translation>DPU 时钟频率</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU frequency of the system in P (350 MHz).</source>
        <translation>P 中系统的 DPU 频率（350 MHz）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tasklets per DPU</source>
        <translation>每个 DPU 的 tasklet 数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hardware threads per DPU (P uses 16, the maximum is 24). The pipeline needs at least 11 to issue one instruction per cycle (PrIM).</source>
        <translation>每个 DPU 的硬件线程数（P 使用 16 个，最多 24 个）。流水线至少需要 11 个才能每周期发射一条指令（PrIM）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DMA latency α (read)</source>
        <translation>DMA 延迟 α（读）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one MRAM→WRAM transfer; cycles = α + β·bytes (PrIM).</source>
        <translation>一次 MRAM→WRAM 传输的固定开销；周期数 = α + β·字节数（PrIM）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DMA latency α (write)</source>
        <translation>DMA 延迟 α（写）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one WRAM→MRAM transfer; cycles = α + β·bytes (PrIM).</source>
        <translation>一次 WRAM→MRAM 传输的固定开销；周期数 = α + β·字节数（PrIM）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DMA cost β</source>
        <translation>DMA 开销 β</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cycles per byte of an MRAM↔WRAM transfer (PrIM: 0.5, ≈630 MB/s sustained).</source>
        <translation>MRAM↔WRAM 传输每字节的周期数（PrIM：0.5，持续带宽 ≈630 MB/s）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DMA transfer size, samples X</source>
        <translation>DMA 传输大小，样本 X</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per streaming MRAM→WRAM transfer of training samples, a multiple of 8 (8…2048). Default: P&apos;s YFCC code reads 1/16 of a 4096-entry row per tasklet, 4·4096/16 = 1024 B.</source>
        <translation>训练样本流式 MRAM→WRAM 传输每次的字节数，须为 8 的倍数（8…2048）。默认值：P 的 YFCC 代码每个 tasklet 读取 4096 项一行的 1/16，即 4·4096/16 = 1024 B。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DMA transfer size, model W</source>
        <translation>DMA 传输大小，模型 W</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bytes per streaming transfer of the model W (and ADMM&apos;s u−z), a multiple of 8. The gradient moves in transfers of the same number of entries (512 B as int32, 1024 B as int64), at most 2048 B. Default 512 B: the transfer size of P&apos;s DPU code (CMU-SAFARI/PIM-Opt, MA-SGD/YFCC100M-HNfc6 host and DPU code).</source>
        <translation>模型 W（及 ADMM 的 u−z）流式传输每次的字节数，须为 8 的倍数。梯度以相同项数的传输移动（int32 为 512 B，int64 为 1024 B），最多 2048 B。默认值 512 B：P 的 DPU 代码所用的传输大小（CMU-SAFARI/PIM-Opt，MA-SGD/YFCC100M-HNfc6 的主机与 DPU 代码）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cycles per multiply</source>
        <translation>每次乘法的周期数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Software-emulated 32×32→64-bit fixed-point multiply, pipeline cycles at full issue. Fitted: chosen so that the model gives P&apos;s DPU compute/MRAM ratio 2.46 for SVM on YFCC (MA-SGD) with the element cost below; see Help ▸ PIM model calibration.</source>
        <translation>软件模拟的 32×32→64 位定点乘法，满发射时的流水线周期数。拟合值：选取该值，使模型在下方元素开销下给出 P 中 YFCC 上 SVM（MA-SGD）的 DPU 计算/MRAM 比 2.46；参见 帮助 ▸ PIM 模型校准。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cycles per element op</source>
        <translation>每次元素操作的周期数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Load, add, shift and loop work per vector element, pipeline cycles at full issue. Assumption (about two instructions per element); not fitted: it enters the same compute targets as the multiply, which is fitted given this value.</source>
        <translation>每个向量元素的加载、加法、移位和循环开销，满发射时的流水线周期数。假设值（每元素约两条指令）；未拟合：它与乘法进入相同的计算目标，而乘法是在给定此值的情况下拟合的。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cycles per sigmoid</source>
        <translation>每次 sigmoid 的周期数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall cycles of LR&apos;s per-sample sigmoid: one tasklet reduces the 16 partial dot products and evaluates it (expf and a double division in P&apos;s code: software floating point) while the others wait. Fitted: chosen so that the model gives P&apos;s DPU compute/MRAM ratio 6.38 for LR on YFCC (MA-SGD); only its sum with the division below matters.</source>
        <translation>LR 每个样本 sigmoid 的挂钟周期数：一个 tasklet 归约 16 个部分点积并求值（P 的代码中为 expf 和一次 double 除法：软件浮点），其余 tasklet 等待。拟合值：选取该值，使模型给出 P 中 YFCC 上 LR（MA-SGD）的 DPU 计算/MRAM 比 6.38；只有它与下方除法之和起作用。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cycles per division</source>
        <translation>每次除法的周期数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wall cycles of LR&apos;s per-sample division on one tasklet (emulated, one instruction per 11 cycles). Assumption; it enters only as a sum with the sigmoid, which is fitted.</source>
        <translation>LR 每个样本除法在单个 tasklet 上的挂钟周期数（软件模拟，每 11 个周期一条指令）。假设值；它仅以与 sigmoid 之和的形式起作用，而 sigmoid 是拟合的。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU→DPU per rank</source>
        <translation>每 rank 的 CPU→DPU 带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel host-to-MRAM bandwidth of one 64-DPU rank (PrIM: 6.68 GB/s).</source>
        <translation>一个 64-DPU rank 的主机到 MRAM 并行带宽（PrIM：6.68 GB/s）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DPU→CPU per rank</source>
        <translation>每 rank 的 DPU→CPU 带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallel MRAM-to-host bandwidth of one 64-DPU rank (PrIM: 4.74 GB/s).</source>
        <translation>一个 64-DPU rank 的 MRAM 到主机并行带宽（PrIM：4.74 GB/s）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank scaling exponent γ</source>
        <translation>rank 扩展指数 γ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aggregate host↔DPU bandwidth = per-rank bandwidth·(N/64)^γ. 1 = every rank adds a full channel; lower = the host&apos;s memory channels and the CPU-side transposition saturate. Assumption (not measured for many ranks); 0.5 keeps 256→2048 DPUs clearly below 8× as P reports. The communication ratios move with it: the calibration panel lists them for γ = 0…1.</source>
        <translation>主机↔DPU 总带宽 = 每 rank 带宽·(N/64)^γ。1 = 每个 rank 都增加一条完整通道；更小 = 主机内存通道和 CPU 端转置趋于饱和。假设值（未对大量 rank 测量）；0.5 使 256→2048 个 DPU 明显低于 8×，与 P 的报告一致。通信比随之变化：校准面板列出了 γ = 0…1 时的值。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host averaging throughput</source>
        <translation>主机平均吞吐量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>4-byte elements per second the host (2× Xeon Silver 4215 in P) sums or updates. Fitted: chosen so that the model gives P&apos;s communication ratio MA-SGD/ADMM = 25.10× read as Criteo LR (≈21 GB/s). GA-SGD/ADMM = 640.35× is then predicted, not fitted.</source>
        <translation>主机（P 中为 2× Xeon Silver 4215）每秒求和或更新的 4 字节元素数。拟合值：选取该值，使模型给出 P 的通信比 MA-SGD/ADMM = 25.10×，按 Criteo LR 解读（≈21 GB/s）。GA-SGD/ADMM = 640.35× 随之为预测值，而非拟合值。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ADMM host passes</source>
        <translation>ADMM 主机遍数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host work of one ADMM round in passes over N·d elements. The four steps (average w, average u, z update, u update) touch about 7 arrays of N·d when u−z is prepared for the push: the default, an assumption from that count (not fitted).</source>
        <translation>一轮 ADMM 的主机工作量，以遍历 N·d 个元素的遍数计。在为推送准备 u−z 时，四个步骤（平均 w、平均 u、更新 z、更新 u）约访问 7 个 N·d 大小的数组：即默认值，是由此计数得出的假设（未拟合）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host call overhead</source>
        <translation>主机调用开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fixed cost of one host call to the DPUs. Each round P&apos;s host code issues two push transfers (model and bias; ADMM three, with u−z), one synchronous launch and two pull transfers; pushes count as CPU→DPU, pulls as DPU→CPU and the launch as host sync. Default 200 µs: an assumption of the order of 10²–10³ µs per call, not measured here.</source>
        <translation>主机对 DPU 一次调用的固定开销。每一轮中，P 的主机代码发出两次推送传输（模型和偏置；ADMM 为三次，含 u−z）、一次同步启动和两次拉取传输；推送计入 CPU→DPU，拉取计入 DPU→CPU，启动计入主机同步。默认值 200 µs：假设每次调用为 10²–10³ µs 量级，此处未测量。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>CPU sustained memory bandwidth</source>
        <translation>CPU 持续内存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU baseline of P: 2× AMD EPYC 7742. Peak 409.6 GB/s (8 channels of DDR4-3200 per socket, AMD specification); default 266 GB/s ≈ 65 % of it, what a STREAM-like kernel sustains (assumption within published EPYC 7742 measurements). The hardware bound uses max(bytes/bandwidth, flops/peak).</source>
        <translation>P 的 CPU 基准：2× AMD EPYC 7742。峰值 409.6 GB/s（每插槽 8 通道 DDR4-3200，AMD 规格）；默认值 266 GB/s ≈ 其 65 %，即类 STREAM 内核可持续达到的带宽（假设值，处于已发表的 EPYC 7742 测量范围内）。硬件极限取 max(字节数/带宽, flops/峰值)。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU peak</source>
        <translation>CPU 峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>2× EPYC 7742: 2·64 cores · 2.25 GHz · 32 FP32 flop/cycle (two 256-bit FMA units) = 9.2 TFLOP/s (AMD specification).</source>
        <translation>2× EPYC 7742：2·64 核 · 2.25 GHz · 32 FP32 flop/周期（两个 256 位 FMA 单元）= 9.2 TFLOP/s（AMD 规格）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU processes</source>
        <translation>CPU 进程数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Processes of the CPU baseline: P runs 128 PyTorch processes (gloo) on the two EPYC 7742 sockets.</source>
        <translation>CPU 基准的进程数：P 在两个 EPYC 7742 插槽上运行 128 个 PyTorch 进程（gloo）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU allreduce latency L</source>
        <translation>CPU allreduce 延迟 L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency L of one message of the CPU run&apos;s allreduce, priced as the timeline model&apos;s tree allreduce 2⌈log₂P⌉(L + V/B) of the 4d-byte model over P processes. Default 30 µs: an assumption for gloo between processes of one machine.</source>
        <translation>CPU 运行中 allreduce 单条消息的延迟 L，按时间线模型的树形 allreduce 计价：4d 字节的模型在 P 个进程上为 2⌈log₂P⌉(L + V/B)。默认值 30 µs：对同一台机器上进程间 gloo 的假设。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>CPU allreduce bandwidth B</source>
        <translation>CPU allreduce 带宽 B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth B of one message of the CPU run&apos;s allreduce. Default 5 GB/s: an assumption for gloo between processes of one machine.</source>
        <translation>CPU 运行中 allreduce 单条消息的带宽 B。默认值 5 GB/s：对同一台机器上进程间 gloo 的假设。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CPU per-step overhead</source>
        <translation>CPU 每步开销</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Framework cost of one local step of one CPU process (data loader, autograd, optimizer step) beyond the arithmetic. Default 200 µs: an assumption of the order of PyTorch&apos;s per-iteration cost for a tiny batch; P&apos;s baselines were PyTorch, far from the hardware bound.</source>
        <translation>CPU 进程每个本地步在算术之外的框架开销（数据加载器、自动求导、优化器步）。默认值 200 µs：假设为 PyTorch 在极小批次下每次迭代开销的量级；P 的基准使用 PyTorch，远未达到硬件极限。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>GPU training data</source>
        <translation>GPU 训练数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>streamed over PCIe</source>
        <translation>经 PCIe 流式传输</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident in HBM</source>
        <translation>常驻 HBM</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where the GPU baseline finds the training set. streamed (default): in host memory, moved over PCIe every epoch, as P&apos;s GPU code does (a DataLoader copying each batch to the card); at 2048 DPUs under weak scaling YFCC alone is 6.8 M × 16 KiB ≈ 112 GB, more than the card&apos;s 80 GB. resident: already in HBM, when it fits (else it is streamed and the plot says so).</source>
        <translation>GPU 基准从何处读取训练集。流式（默认）：位于主机内存，每个 epoch 经 PCIe 传输，与 P 的 GPU 代码一致（由 DataLoader 将每个批次复制到显卡）；在弱扩展、2048 个 DPU 时，仅 YFCC 就有 6.8 M × 16 KiB ≈ 112 GB，超过显卡的 80 GB。常驻：若放得下则已位于 HBM 中（否则改为流式传输，图中会注明）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>GPU sustained HBM bandwidth</source>
        <translation>GPU 持续 HBM 带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU baseline of P: NVIDIA A100 80 GB PCIe, HBM2e peak 1,935 GB/s (NVIDIA datasheet); default 1,700 GB/s ≈ 88 %, the 85–90 % a streaming kernel sustains (assumption).</source>
        <translation>P 的 GPU 基准：NVIDIA A100 80 GB PCIe，HBM2e 峰值 1,935 GB/s（NVIDIA 数据手册）；默认值 1,700 GB/s ≈ 88 %，即流式内核可持续达到的 85–90 %（假设值）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU host link (PCIe)</source>
        <translation>GPU 主机链路（PCIe）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host→GPU bandwidth for the streamed training set: PCIe 4.0 x16, 31.5 GB/s per direction by specification; default 25 GB/s sustained with pinned memory (assumption).</source>
        <translation>流式训练集的主机→GPU 带宽：PCIe 4.0 x16，按规格每方向 31.5 GB/s；默认值为使用锁页内存时持续 25 GB/s（假设值）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>GPU memory</source>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory of the GPU: a resident training set must fit (A100 80 GB).</source>
        <translation>GPU 的显存：常驻的训练集必须能放入其中（A100 80 GB）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU peak</source>
        <translation>GPU 峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A100 FP32 peak without tensor cores, 19.5 TFLOP/s (NVIDIA datasheet). The linear models are memory-bound, so the peak hardly matters.</source>
        <translation>A100 不使用 Tensor Core 时的 FP32 峰值，19.5 TFLOP/s（NVIDIA 数据手册）。线性模型受内存带宽限制，因此峰值几乎无关紧要。</translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_parameters.cpp" line="+11"/>
        <location line="+1"/>
        <source>Scaling view</source>
        <translation>扩展视图</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plotted quantity</source>
        <translation>绘制的量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>并行效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>payload</source>
        <translation>有效载荷</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What the curves tab plots against N: speed-up S(N), parallel efficiency E = S/N, or payload performance P = N·P₁·E.</source>
        <translation>曲线标签页随 N 绘制的量：加速比 S(N)、并行效率 E = S/N，或有效载荷性能 P = N·P₁·E。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show measured points</source>
        <translation>显示实测点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the measured series of the loaded files, one per group.</source>
        <translation>绘制已加载文件中的实测数据系列，每组一个。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show TOP500 systems</source>
        <translation>显示 TOP500 系统</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw the loaded TOP500 entries (N = cores, E = Rmax/Rpeak, payload = Rmax).</source>
        <translation>绘制已加载的 TOP500 条目（N = 核心数，E = Rmax/Rpeak，有效载荷 = Rmax）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Peak per unit P₁</source>
        <translation>单元峰值 P₁</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Peak performance of one processing unit as it is (for an accelerated machine Rpeak/cores already includes the accelerator), for the payload P = N·P₁·E of the law curves. Default: Piz Daint 2018-11, Rpeak/cores = 27,154.3 TFlop/s / 387,872 ≈ 70 GFlop/s. Measured series use their own per-unit peak (a unit_peak_gflops column) or their Rmax, never this one.</source>
        <translation>单个处理单元本身的峰值性能（对带加速器的机器，Rpeak/核心数已包含加速器），用于定律曲线的有效载荷性能 P = N·P₁·E。默认值：Piz Daint 2018-11，Rpeak/核心数 = 27,154.3 TFlop/s / 387,872 ≈ 70 GFlop/s。实测数据系列使用各自的单元峰值（unit_peak_gflops 列）或其 Rmax，从不使用此值。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Selected series</source>
        <translation>选定的数据系列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which measured series (1 = first, in load order) the fit, scaling-study and T-against-1/N tabs show. Loading data makes its first series the selected one; scenario files also keep its name, which wins when they are opened.</source>
        <translation>“拟合”“研究”和“T 对 1/N”标签页显示哪个实测数据系列（1 = 第一个，按加载顺序）。加载数据后，其第一个数据系列成为选定系列；场景文件还会保存该系列的名称，打开时以名称为准。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Show fit</source>
        <translation>显示拟合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit the chosen law to the selected series and draw it with its 95 % band.</source>
        <translation>将所选定律拟合到选定的数据系列，并连同其 95 % 区间带一起绘制。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>all points</source>
        <translation>所有点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on first k N values</source>
        <translation>仅用前 k 个 N 值拟合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fit only the runs at the k smallest distinct N (every repetition there) and predict the rest (&apos;fit small, predict large&apos;); 0 fits every run.</source>
        <translation>仅拟合 k 个最小的不同 N 处的运行（包括这些 N 处的每次重复），并预测其余运行（“小规模拟合，大规模预测”）；0 表示拟合所有运行。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Noise of a run</source>
        <translation>单次运行的噪声</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>relative (∝ time)</source>
        <translation>相对（∝ 时间）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant (seconds)</source>
        <translation>恒定（秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the fit weights the runs. Relative: the scatter of a run grows with its time (a 30 min run scatters by tens of seconds, a 30 s run by a fraction of one), so each run is weighted by 1/time² and the prediction interval is a percentage of the time. Constant: ordinary least squares on the seconds, where the long runs at small N set the band of the short runs at large N.</source>
        <translation>拟合如何为各次运行加权。相对：单次运行的离散随其时间增长（30 分钟的运行离散数十秒，30 秒的运行离散不到一秒），因此每次运行按 1/时间² 加权，预测区间为时间的百分比。恒定：对秒数做普通最小二乘，此时小 N 处的长运行决定了大 N 处短运行的区间带。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Speed-up baseline</source>
        <translation>加速比基准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest N</source>
        <translation>最小 N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N = 1</source>
        <translation>N = 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reference run of the measured speed-up: the smallest N measured, one node (the run at N = k units) or N = 1. S(N) = N_b·T(N_b)/T(N).</source>
        <translation>实测加速比的参考运行：测得的最小 N、单节点（N = k 个单元时的运行）或 N = 1。S(N) = N_b·T(N_b)/T(N)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Units per node k</source>
        <translation>每节点单元数 k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>k for the &apos;one node&apos; baseline: a node holds k of the units N counts. Default 4 is an assumption (a small node); set it to your machine&apos;s.</source>
        <translation>“单节点”基准中的 k：一个节点包含 N 所计数单元中的 k 个。默认值 4 为假设（小型节点）；请设为你所用机器的值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Repetitions shown as</source>
        <translation>重复运行显示为</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs with the same N in one group are repetitions: plot their mean or median (fits always use every run).</source>
        <translation>同一组中 N 相同的运行为重复运行：绘制其均值或中位数（拟合始终使用每次运行）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Error bars</source>
        <translation>误差棒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>± standard deviation</source>
        <translation>± 标准差</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spread of the repetitions: from the fastest to the slowest run, or ±1 sample standard deviation.</source>
        <translation>重复运行的离散程度：从最快到最慢的运行，或 ±1 个样本标准差。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Law for residuals and fit</source>
        <translation>残差与拟合所用定律</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The law the residuals are taken against and the one fitted to the selected series (timeline: T = a + b/N + c·⌈log₂N⌉). Gustafson is fitted to weak-scaling series only (a &apos;scaling&apos; column saying weak).</source>
        <translation>计算残差所对照的定律，也是拟合到选定数据系列的定律（时间线：T = a + b/N + c·⌈log₂N⌉）。Gustafson 仅拟合弱扩展数据系列（“scaling”列的值为 weak）。</translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline_parameters.cpp" line="+14"/>
        <source>Timeline model</source>
        <translation>时间线模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Serial time T_serial</source>
        <translation>串行时间 T_serial</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step that does not parallelise (setup, fork/join, I/O), in seconds. Default 1 ms: an assumption.</source>
        <translation>每步中不可并行的时间（初始化、fork/join、I/O），单位为秒。默认值 1 ms：假设值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Parallel work T_compute</source>
        <translation>并行工作量 T_compute</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Parallelisable work of one step, as the time ONE unit needs for it at FP64 without accelerator, in seconds. Default 10⁵ s: an assumption, chosen so that the default machine at N = 387,872 has Piz Daint&apos;s measured E ≈ 0.78.</source>
        <translation>一步中可并行的工作量，以单个单元在 FP64、无加速器下完成所需的时间表示，单位为秒。默认值 10⁵ s：假设值，选取使默认机器在 N = 387,872 时达到 Piz Daint 的实测 E ≈ 0.78。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Number format</source>
        <translation>数值格式</translation>
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
        <translation>计算所用的数值格式。低精度格式将计算时间除以下方对应的加速比；除非开启“以低精度通信”，否则通信不变。默认 FP64，与 HPL 相同。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP32 speed-up</source>
        <translation>FP32 加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of FP32 over FP64. Default 2: half the bytes and twice the vector lanes (the P100&apos;s FP32 peak is twice its FP64 peak).</source>
        <translation>FP32 相对 FP64 的计算加速比。默认值 2：字节数减半、向量通道数加倍（P100 的 FP32 峰值是其 FP64 峰值的两倍）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>FP16 speed-up</source>
        <translation>FP16 加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of FP16/BF16 over FP64. Default 4: the P100&apos;s FP16 peak is four times its FP64 peak; Végh: half precision divides compute time by ~4.</source>
        <translation>FP16/BF16 相对 FP64 的计算加速比。默认值 4：P100 的 FP16 峰值是其 FP64 峰值的四倍；Végh：半精度使计算时间除以 ~4。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>INT8 speed-up</source>
        <translation>INT8 加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Compute speed-up of INT8 over FP64. Default 8: an assumption (one more halving of the operand size).</source>
        <translation>INT8 相对 FP64 的计算加速比。默认值 8：假设值（操作数大小再减半一次）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Communicate in reduced precision</source>
        <translation>以低精度通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When on, the bytes sent over the network and copied host↔device shrink by the same factor as the compute speeds up. Default off: only the arithmetic is in reduced precision (Végh&apos;s case).</source>
        <translation>开启时，经网络发送以及在主机↔设备间复制的字节数按计算加速的同一倍数缩小。默认关闭：仅算术运算使用低精度（Végh 的情形）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether each unit&apos;s compute runs on an accelerator (GPU). On adds the host↔device copy T_copy to every step. Default on, as on Piz Daint since 2013.</source>
        <translation>每个单元的计算是否在加速器（GPU）上运行。开启时每一步都会增加主机↔设备复制 T_copy。默认开启，与 Piz Daint 自 2013 年以来的情况相同。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Accelerator speed-up g</source>
        <translation>加速器加速比 g</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Accelerator memory in use</source>
        <translation>已用加速器内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accelerator memory holding the job&apos;s data, in GB (10⁹ bytes). Default 16 GB: one NVIDIA Tesla P100 (Piz Daint&apos;s GPU since 2016). More memory with the same link means longer copies and a larger 1−α_eff. The TOP500 rows cannot isolate this: Piz Daint 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 nodes) lowered 1−α_eff per TOP500 core ÷2.6 and raised it per node +20 %, while the network, software and HPL tuning changed too.</source>
        <translation>存放作业数据的加速器内存，单位 GB（10⁹ 字节）。默认值 16 GB：一块 NVIDIA Tesla P100（Piz Daint 自 2016 年起使用的 GPU）。链路不变而内存增大，意味着复制更久、1−α_eff 更大。TOP500 数据行无法单独分离这一效应：Piz Daint 2013-11（K20X，6 GB，5,272 个节点）→ 2017-06（P100，16 GB，5,320 个节点），按 TOP500 核心计 1−α_eff 降低 ÷2.6，按节点计则升高 +20 %，而网络、软件和 HPL 调优也同时发生了变化。</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Compute speed-up g_accel of the accelerator over the host, dimensionless. Default 4: a fit, not a measurement, tuned so that switching the accelerator on raises payload about 3× at the default N, as Végh reports for Piz Daint&apos;s GPU upgrade. The shipped TOP500 rows show that 3× per node: 5,272 K20X nodes in 2013-11, 5,320 P100 nodes in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), because TOP500 counts a GPU&apos;s multiprocessors as cores: 22 per K20X node, 68 per P100 node. They do not show a gain bought with little nominal gain: Rpeak per node rose ×3.2 too.</source>
        <translation>加速器相对主机的计算加速比 g_accel，无量纲。默认值 4：为拟合值而非测量值，调整到开启加速器后默认 N 下的有效载荷约提高 3×，与 Végh 报告的 Piz Daint GPU 升级相符。随附的 TOP500 数据行按节点显示了这一 3×：2013-11 有 5,272 个 K20X 节点，2017-06 有 5,320 个 P100 节点，每节点 Rmax 1.19 → 3.68 TFlop/s（×3.10）。按 TOP500 核心计则看不出来（两次均为 54 GFlop/s），因为 TOP500 把 GPU 的多处理器计为核心：每个 K20X 节点 22 个，每个 P100 节点 68 个。这些数据并未显示以很小名义增益换来的收益：每节点 Rpeak 同样提高了 ×3.2。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fraction copied per step</source>
        <translation>每步复制比例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fraction of the accelerator memory in use that is copied host↔device each step. Default 0.01 (160 MB of 16 GB): an assumption.</source>
        <translation>已用加速器内存中每步在主机↔设备间复制的比例。默认值 0.01（16 GB 中的 160 MB）：假设值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy per device</source>
        <translation>每设备复制量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>constant</source>
        <translation>恒定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>divided by N</source>
        <translation>除以 N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the host↔device copy of one device changes with N. constant (default): every device copies the same bytes at any N, because each works on a full memory of its own (weak-scaling style, Végh&apos;s case), so T_copy joins the serial part and a bigger memory raises 1−α_eff. divided_by_n: the job&apos;s bytes are shared out, bytes/N per device, as under strong scaling; only the link latency stays.</source>
        <translation>单个设备的主机↔设备复制量如何随 N 变化。恒定（默认）：每个设备在任何 N 下都复制相同的字节数，因为每个设备都处理自己的一整块内存（弱扩展方式，Végh 的情形），因此 T_copy 计入串行部分，内存越大 1−α_eff 越大。divided_by_n：作业的字节数被分摊，每设备 字节数/N，如同强扩展；只有链路延迟保持不变。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Host↔device bandwidth</source>
        <translation>主机↔设备带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth of the host↔device link, in GB/s. Default 12 GB/s: what PCIe 3.0 x16 (15.75 GB/s peak, the P100&apos;s link on Piz Daint) sustains in practice.</source>
        <translation>主机↔设备链路的带宽，单位 GB/s。默认值 12 GB/s：PCIe 3.0 x16（峰值 15.75 GB/s，即 Piz Daint 上 P100 的链路）在实际中可持续达到的带宽。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Host↔device latency</source>
        <translation>主机↔设备延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fixed cost of one host↔device copy, in µs. Default 10 µs: typical launch and PCIe round-trip cost of a GPU memory copy, an assumption.</source>
        <translation>一次主机↔设备复制的固定开销，单位 µs。默认值 10 µs：GPU 内存复制典型的启动与 PCIe 往返开销，假设值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Communication pattern</source>
        <translation>通信模式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tree allreduce</source>
        <translation>树形 allreduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ring allreduce</source>
        <translation>环形 allreduce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>star (hub)</source>
        <translation>星形（中心节点）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How the units combine their results each step. tree: allreduce, 2⌈log₂N⌉(L + V/B); ring: allreduce, 2(N−1)L + 2(N−1)/N·V/B; star: a hub (parameter server, the PIM host) gathers N messages and scatters N, 2N(L + V/B). Default tree.</source>
        <translation>各单元每步如何合并结果。树形：allreduce，2⌈log₂N⌉(L + V/B)；环形：allreduce，2(N−1)L + 2(N−1)/N·V/B；星形：由中心节点（参数服务器、PIM 主机）收集 N 条消息并分发 N 条，2N(L + V/B)。默认为树形。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network latency L</source>
        <translation>网络延迟 L</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency L of one network message, in µs. Default 1.5 µs: order of the MPI latency of Cray&apos;s Aries network (Piz Daint).</source>
        <translation>单条网络消息的延迟 L，单位 µs。默认值 1.5 µs：Cray Aries 网络（Piz Daint）MPI 延迟的量级。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Network bandwidth B</source>
        <translation>网络带宽 B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bandwidth B per network link, in GB/s. Default 10 GB/s: order of the injection bandwidth of an Aries node.</source>
        <translation>每条网络链路的带宽 B，单位 GB/s。默认值 10 GB/s：Aries 节点注入带宽的量级。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Message size V</source>
        <translation>消息大小 V</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bytes V each unit exchanges per step (e.g. gradients or a panel), in bytes. Default 1 MB: an assumption.</source>
        <translation>每个单元每步交换的字节数 V（例如梯度或一个矩阵面板），单位字节。默认值 1 MB：假设值。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Barrier cost per level s</source>
        <translation>每层屏障开销 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cost s of one level of a tree barrier, in µs; T_sync = s·⌈log₂N⌉. Default 1 µs: an assumption of the order of the network latency.</source>
        <translation>树形屏障每一层的开销 s，单位 µs；T_sync = s·⌈log₂N⌉。默认值 1 µs：假设与网络延迟同一量级。</translation>
    </message>
    <message>
        <location filename="../../model/roofline/roofline_parameters.cpp" line="+13"/>
        <source>Roofline: custom machine</source>
        <translation>Roofline：自定义机器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Custom peak</source>
        <translation>自定义峰值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The compute roof of the Roofline view&apos;s custom machine, in operations per second as your kernels count them. Starts at the CPU baseline&apos;s FP32 peak (2× EPYC 7742, AMD specification). Also the peak of a measured machine whose file has bandwidths only (likwid-bench&apos;s copy or triad).</source>
        <translation>Roofline 视图中自定义机器的计算屋顶，单位为每秒操作数（按您的内核计数方式）。初始值为 CPU 基线的 FP32 峰值（2× EPYC 7742，AMD 规格）。若测量文件只含带宽（likwid-bench 的 copy 或 triad），它也作为该实测机器的峰值。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Custom memory bandwidth</source>
        <translation>自定义内存带宽</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The memory roof of the custom machine. Starts at the CPU baseline&apos;s 266 GB/s, 65 % of the 409.6 GB/s of 2× EPYC 7742 (an assumption, as there).</source>
        <translation>自定义机器的内存屋顶。初始值为 CPU 基线的 266 GB/s，即 2× EPYC 7742 的 409.6 GB/s 的 65 %（与该处相同，属假设）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Custom link</source>
        <translation>自定义链路</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A communication roof of the custom machine: a host link or a network, its intensity counted per byte that crosses it. 0 draws none.</source>
        <translation>自定义机器的通信屋顶：主机链路或网络，其强度按穿过它的每字节计算。0 表示不绘制。</translation>
    </message>
</context>
<context>
    <name>PimCalibration</name>
    <message>
        <location filename="../../model/pim/pim_calibration.cpp" line="+89"/>
        <source>Criteo, LR, 2048 DPUs, weak scaling (196,608 samples per DPU), 1 epoch; b = 2048 (MA-SGD, ADMM), B = 262,144 (GA-SGD)</source>
        <translation>Criteo，LR，2048 个 DPU，弱扩展（每 DPU 196,608 个样本），1 个 epoch；b = 2048（MA-SGD、ADMM），B = 262,144（GA-SGD）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>YFCC100M-HNfc6, MA-SGD, b = 8, 2048 DPUs, weak scaling (3,328 samples per DPU), 1 epoch</source>
        <translation>YFCC100M-HNfc6，MA-SGD，b = 8，2048 个 DPU，弱扩展（每 DPU 3,328 个样本），1 个 epoch</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>P, §V-A: text beside the YFCC breakdown (Fig. 4)</source>
        <translation>P，§V-A：YFCC 时间分解（图 4）旁的正文</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Comm+sync with host, MA-SGD / ADMM (LR)</source>
        <translation>与主机的通信+同步，MA-SGD / ADMM（LR）</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>P, §V-A: text beside the YFCC breakdown (Fig. 4), no data set named; read here as Criteo (the readings table shows YFCC too)</source>
        <translation>P，§V-A：YFCC 时间分解（图 4）旁的正文，未指明数据集；此处按 Criteo 解读（解读表中也列出了 YFCC）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>DPU compute / MRAM↔WRAM, MA-SGD, LR</source>
        <translation>DPU 计算 / MRAM↔WRAM，MA-SGD，LR</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DPU compute / MRAM↔WRAM, MA-SGD, SVM</source>
        <translation>DPU 计算 / MRAM↔WRAM，MA-SGD，SVM</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Comm+sync with host, GA-SGD / ADMM (LR)</source>
        <translation>与主机的通信+同步，GA-SGD / ADMM（LR）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Host↔DPU data moved, MA-SGD / ADMM (LR)</source>
        <translation>主机↔DPU 数据移动量，MA-SGD / ADMM（LR）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P, Fig. 2b</source>
        <translation>P，图 2b</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Communication GA-SGD &gt; MA-SGD &gt; ADMM</source>
        <translation>通信量 GA-SGD &gt; MA-SGD &gt; ADMM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 (smallest GA/MA %3×, MA/ADMM %4×)</source>
        <translation>%2 项中 %1 项（最小 GA/MA %3×，MA/ADMM %4×）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6 and Criteo, LR and SVM, 2048 DPUs, weak scaling, 1 epoch, paper batches</source>
        <translation>YFCC100M-HNfc6 与 Criteo，LR 与 SVM，2048 个 DPU，弱扩展，1 个 epoch，论文的批次大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>P, Figs. 2 and 4</source>
        <translation>P，图 2 和图 4</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ADMM weak-scaling epoch flat, 256 → 2048 DPUs (≤ +10 %)</source>
        <translation>ADMM 弱扩展下 epoch 时间持平，256 → 2048 个 DPU（≤ +10 %）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of %2 (largest T(2048)/T(256) = %3)</source>
        <translation>%2 项中 %1 项（最大 T(2048)/T(256) = %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>YFCC100M-HNfc6, LR and SVM, ADMM b = 8, weak scaling</source>
        <translation>YFCC100M-HNfc6，LR 与 SVM，ADMM b = 8，弱扩展</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P, Fig. 7 (weak scaling)</source>
        <translation>P，图 7（弱扩展）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Holds by construction: ADMM communicates once per epoch, and under weak scaling each DPU&apos;s share of the work does not change with N.</source>
        <translation>由构造必然成立：ADMM 每个 epoch 通信一次，且在弱扩展下每个 DPU 的工作份额不随 N 变化。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Strong-scaling speed-up 256 → 2048, YFCC</source>
        <translation>强扩展加速比 256 → 2048，YFCC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M-HNfc6, LR, MA-SGD b = 8, strong scaling (851,968 samples), 256 → 2048 DPUs</source>
        <translation>YFCC100M-HNfc6，LR，MA-SGD b = 8，强扩展（851,968 个样本），256 → 2048 个 DPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strong-scaling speed-up 256 → 2048, Criteo</source>
        <translation>强扩展加速比 256 → 2048，Criteo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criteo, LR, ADMM b = 2048, strong scaling (50,331,648 samples), 256 → 2048 DPUs</source>
        <translation>Criteo，LR，ADMM b = 2048，强扩展（50,331,648 个样本），256 → 2048 个 DPU</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Holds for any time that does not shrink with N (host averaging, per-call costs), and the assumed rank-bandwidth exponent γ was chosen with it in view: how far below 8× depends on γ (PIM breakdown, tab Scaling over N).</source>
        <translation>对任何不随 N 缩短的时间（主机平均、每次调用开销）都成立，且假设的 rank 带宽指数 γ 是参照这一点选取的：低于 8× 多少取决于 γ（PIM 时间分解，“随 N 扩展”标签页）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>P, abstract and §V (scalability)</source>
        <translation>P，摘要和 §V（可扩展性）</translation>
    </message>
</context>
<context>
    <name>PimLabels</name>
    <message>
        <location filename="../../views/pim/pim_labels.cpp" line="+24"/>
        <source>PIM compute</source>
        <translation>PIM 计算</translation>
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
        <translation>主机同步</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DPU instructions: dot products, sigmoid, gradient updates</source>
        <translation>DPU 指令：点积、sigmoid、梯度更新</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DMA between each DPU&apos;s 64 MB MRAM bank and its 64 KB WRAM scratchpad</source>
        <translation>每个 DPU 的 64 MB MRAM 存储体与其 64 KB WRAM 暂存器之间的 DMA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host pushes models (and ADMM&apos;s u−z) to every DPU</source>
        <translation>主机向每个 DPU 推送模型（及 ADMM 的 u−z）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host pulls models or gradients from every DPU</source>
        <translation>主机从每个 DPU 拉取模型或梯度</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>host CPU averages or sums the N copies and updates the model</source>
        <translation>主机 CPU 对 N 份副本求平均或求和并更新模型</translation>
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
        <translation>强扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak scaling</source>
        <translation>弱扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 epoch</source>
        <translation>1 个 epoch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 epochs</source>
        <translation>%1 个 epoch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time of 1 epoch (s)</source>
        <translation>1 个 epoch 的时间 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time of %1 epochs (s)</source>
        <translation>%1 个 epoch 的时间 (s)</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>CPU 2× EPYC 7742,
hardware bound</source>
        <translation>CPU 2× EPYC 7742，
硬件极限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU A100, data resident
in HBM (hardware bound)</source>
        <translation>GPU A100，数据常驻
HBM（硬件极限）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU A100, data streamed
over PCIe (hardware bound)</source>
        <translation>GPU A100，数据经
PCIe 流式传输（硬件极限）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CPU running the same
algorithm (%1 processes)</source>
        <translation>CPU 运行相同
算法（%1 个进程）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU bound</source>
        <translation>CPU 极限</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>GPU bound (data in HBM)</source>
        <translation>GPU 极限（数据在 HBM 中）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU bound (over PCIe)</source>
        <translation>GPU 极限（经 PCIe）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>CPU, same algorithm</source>
        <translation>CPU，相同算法</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Hardware bound = max(training-set bytes / sustained bandwidth, flops / peak). The GPU streams the training set over PCIe every epoch, as P&apos;s PyTorch code does, unless pim.gpu_data is &apos;resident&apos; and the set fits its 80 GB. The CPU running the same algorithm adds its synchronisation rounds (a tree allreduce of the model over the processes, as in the timeline model) and a framework cost per local step. P&apos;s measured CPU and GPU times are not drawn: neither the paper text we could read nor its artifact (CMU-SAFARI/PIM-Opt, code without result files) gives them as numbers.</source>
        <translation>硬件极限 = max(训练集字节数 / 持续带宽, flops / 峰值)。GPU 每个 epoch 都经 PCIe 流式传输训练集，与 P 的 PyTorch 代码一致，除非 pim.gpu_data 为 &apos;resident&apos; 且训练集能放入其 80 GB 显存。运行相同算法的 CPU 还要加上同步轮次（与时间线模型一样，在各进程间对模型做树形 allreduce）以及每个本地步的框架开销。P 实测的 CPU 和 GPU 时间未绘出：我们能读到的论文正文及其工件（CMU-SAFARI/PIM-Opt，只有代码而无结果文件）均未以数值给出这些时间。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 %2 (PIM %3× faster)</source>
        <translation>%1 %2（PIM 快 %3×）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2 (%3× faster than PIM)</source>
        <translation>%1 %2（比 PIM 快 %3×）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fastest on PIM: %1 %2 · </source>
        <translation>PIM 上最快：%1 %2 · </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU resident</source>
        <translation>GPU 常驻</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>GPU streamed</source>
        <translation>GPU 流式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CPU running %1</source>
        <translation>CPU 运行 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the CPU&apos;s hardware bound %1 still wins</source>
        <translation>CPU 的硬件极限 %1 仍然胜出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM beats even the CPU&apos;s hardware bound %1</source>
        <translation>PIM 甚至胜过 CPU 的硬件极限 %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&lt;b&gt;What the verdicts of %1 rest on&lt;/b&gt;&lt;br&gt;Each assumed input moved alone over its whole range, the others as set:</source>
        <translation>&lt;b&gt;%1 的结论依据什么&lt;/b&gt;&lt;br&gt;每个假设输入单独在其整个范围内变化，其余保持当前设置：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the GPU bound</source>
        <translation>GPU 极限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU running it</source>
        <translation>运行该算法的 CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU&apos;s bound</source>
        <translation>CPU 极限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;PIM beats %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;PIM 胜过 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;PIM loses to %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;PIM 不敌 %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: flips at %2 (assumed %3)</source>
        <translation>%1：在 %2 处翻转（假设值 %3）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: holds over its whole range (assumed %2)</source>
        <translation>%1：在整个范围内成立（假设值 %2）</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <location filename="../../views/common/plot_export.cpp" line="+197"/>
        <source>%1: unknown figure format &apos;%2&apos; (use png, pdf or svg)</source>
        <translation>%1：未知的图形格式“%2”（请使用 png、pdf 或 svg）</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>ScaleScope figure</source>
        <translation>ScaleScope 图</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1: could not write the figure</source>
        <translation>%1：无法写入图形</translation>
    </message>
</context>
<context>
    <name>PlotMarks</name>
    <message>
        <location filename="../../views/common/plot_marks.cpp" line="+187"/>
        <source>model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>your guess</source>
        <translation>你的猜测</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your guess:</source>
        <translation>你的估计：</translation>
    </message>
</context>
<context>
    <name>ProbeHelp</name>
    <message>
        <location filename="../../app/probe/probe_usage.cpp" line="+104"/>
        <source>one run at the current MPI world size (under mpirun/srun) or with --threads N</source>
        <translation>以当前 MPI 进程总数（world size，在 mpirun/srun 下）或以 --threads N 进行一次运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>--reps rounds of every N, one row per run; starts `mpirun -np N` itself (--backend mpi)</source>
        <translation>对每个 N 进行 --reps 轮，每次运行一行；自行启动 `mpirun -np N`（--backend mpi）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>joins result files of one workload (cluster sweeps write one file per node count; with --control, the control runs in DIR are judged)</source>
        <translation>合并同一负载的结果文件（集群扫描每个节点数写一个文件；使用 --control 时，评估 DIR 中的对照运行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>writes the Slurm sweep (submit.sh, its jobs, README.txt) and mpirun_sweep.sh into FOLDER</source>
        <translation>将 Slurm 扫描（submit.sh、其作业、README.txt）和 mpirun_sweep.sh 写入 FOLDER</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prints the kernel units that take W s here</source>
        <translation>输出在本机耗时 W s 的内核单元数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>this machine&apos;s empirical roofs (FP64 peak, L1 and DRAM bandwidth) as ERT&apos;s roofline.json, for ScaleScope&apos;s Roofline view</source>
        <translation>本机的实测屋顶（FP64 峰值、L1 和 DRAM 带宽），以 ERT 的 roofline.json 格式输出，供 ScaleScope 的 Roofline 视图使用</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a kernel of fixed total work (W: seconds at N = 1); rank 0 alone runs the serial part S</source>
        <translation>总工作量固定的内核（W：N = 1 时的秒数）；串行部分 S 仅由 rank 0 运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>distributed training of a linear model; GA-SGD&apos;s batch is global; --weak: M samples per rank</source>
        <translation>线性模型的分布式训练；GA-SGD 的批次为全局批次；--weak：每个进程 M 个样本</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>times collective operations on messages of these sizes (bytes, powers of two)</source>
        <translation>对这些大小（字节，2 的幂）的消息测量集合通信操作的时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>run: mpi when started by mpirun/srun, else threads; sweep: threads</source>
        <translation>run：由 mpirun/srun 启动时为 mpi，否则为 threads；sweep：threads</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>run with the threads backend on N threads (default 1)</source>
        <translation>使用 threads 后端在 N 个线程上运行（默认 1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>what N counts in the output (nodes: from Slurm&apos;s SLURM_JOB_NUM_NODES)</source>
        <translation>输出中 N 计数的对象（nodes：取自 Slurm 的 SLURM_JOB_NUM_NODES）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>results CSV (run: default standard output)</source>
        <translation>结果 CSV（run：默认为标准输出）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>also write the results as Extra-P JSON Lines</source>
        <translation>另外将结果写为 Extra-P 的 JSON Lines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: the N values (default 1,2,4,... up to the cores) and repetitions (default 3)</source>
        <translation>sweep：N 的取值（默认 1,2,4,... 直到核心数）和重复运行次数（默认 3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: the launcher (default: mpirun from PATH)</source>
        <translation>sweep：启动器（默认：PATH 中的 mpirun）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: extra launcher arguments, e.g. &quot;--mca btl self,vader&quot;</source>
        <translation>sweep：启动器的额外参数，例如 &quot;--mca btl self,vader&quot;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: allow N above the cores of this machine</source>
        <translation>sweep：允许 N 超过本机核心数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: end a run that takes longer (default: none)</source>
        <translation>sweep：终止耗时超过此值的运行（默认：不限）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: one machine-readable line per finished run on stdout</source>
        <translation>sweep：每完成一次运行，在 stdout 上输出一行机器可读的信息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sweep: skip the control (the kernel with no serial part at each N, which shows how much parallel speed-up this machine delivers)</source>
        <translation>sweep：跳过对照运行（在每个 N 下运行无串行部分的内核，可显示本机能提供多少并行加速比）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>thread counts (default 1,2,4,... up to the cores); the roof is the best of them</source>
        <translation>线程数（默认 1,2,4,... 直到核心数）；屋顶取其中的最佳值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>how long each kernel runs at each thread count (default 0.3)</source>
        <translation>每个内核在每种线程数下运行的时长（默认 0.3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the DRAM triad&apos;s working set, three arrays together (default 256; make it several times the last-level cache)</source>
        <translation>DRAM triad 的工作集，三个数组合计（默认 256；应设为末级缓存的数倍）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>node counts, one Slurm job each (default 1,2,4,8)</source>
        <translation>节点数，每个对应一个 Slurm 作业（默认 1,2,4,8）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ranks on every node (default 1); several values: N counts ranks</source>
        <translation>每个节点上的进程数（默认 1）；给出多个值时，N 计数的是进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>repetitions in every job (default 3)</source>
        <translation>每个作业中的重复运行次数（默认 3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbatch --time of each job (default 00:30:00)</source>
        <translation>每个作业的 sbatch --time（默认 00:30:00）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>sbatch --partition, --account (default: none given)</source>
        <translation>sbatch --partition、--account（默认：不指定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun&apos;s MPI plugin (auto: pmix, else pmi2, as offered)</source>
        <translation>srun 的 MPI 插件（auto：pmix，否则 pmi2，视 srun 支持而定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the probe on the nodes (default scalescope-probe, from PATH)</source>
        <translation>节点上的探测程序（默认 scalescope-probe，取自 PATH）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>amdahl: fixed work of every run (default: calibrated once by submit.sh on the login node from --work-s)</source>
        <translation>amdahl：每次运行的固定工作量（默认：由 submit.sh 在登录节点上根据 --work-s 校准一次）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>scalescope-probe: measures the scaling of this machine or cluster for ScaleScope</source>
        <translation>scalescope-probe：为 ScaleScope 测量本机或集群的扩展性</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Workloads:</source>
        <translation>负载：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roofs (roofs):</source>
        <translation>屋顶（roofs）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cluster scripts (cluster-script):</source>
        <translation>集群脚本（cluster-script）：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Output: CSV with a provenance header (# host, cpu, cores, mpi, date, command), columns series,scaling,n,unit,time_s,rep and the workload&apos;s own (train: op,compute_s,push_s,pull_s,update_s,...; allreduce: op,bytes,...).</source>
        <translation>输出：带来源信息表头（# host, cpu, cores, mpi, date, command）的 CSV，列为 series,scaling,n,unit,time_s,rep 以及该负载自身的列（train：op,compute_s,push_s,pull_s,update_s,...；allreduce：op,bytes,...）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exit status: 0 ok, 2 bad arguments, 3 bad input file, 4 output not writable, 5 a run failed (what was measured before is kept).</source>
        <translation>退出状态：0 正常，2 参数错误，3 输入文件错误，4 输出不可写，5 某次运行失败（此前已测得的结果予以保留）。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../app/cli/startup.cpp" line="+157"/>
        <source>Could not open the requested scenario:
%1

Starting with the default scenario instead.</source>
        <translation>无法打开所请求的场景：
%1

改为以默认场景启动。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1

Starting with the default scenario instead.</source>
        <translation>%1

改为以默认场景启动。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Could not load the data file:
%1</source>
        <translation>无法加载数据文件：
%1</translation>
    </message>
    <message>
        <location filename="../../app/data/dataset_loader.cpp" line="+228"/>
        <source>%1: %2 file(s) not read (no reader recognises them): %3</source>
        <translation>%1：%2 个文件未读取（没有读取器能识别）：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected result files in this folder (in a format ScaleScope reads), found none</source>
        <translation>%1：此文件夹中应有结果文件（ScaleScope 可读取的格式），但一个也未找到</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>shipped datasets not found (looked next to the program; set SCALESCOPE_DATASETS to the datasets folder)</source>
        <translation>未找到随附的数据集（已在程序所在位置查找；请将 SCALESCOPE_DATASETS 设为数据集文件夹）</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>%1: no series named &apos;%2&apos;; it has %3: %4</source>
        <translation>%1：没有名为“%2”的数据系列；其中有 %3：%4</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>%1: %2 series (%3); --series names none of them</source>
        <translation>%1：%2 个数据系列（%3）；--series 未指定其中任何一个</translation>
    </message>
    <message>
        <location filename="../../app/document/active_series.cpp" line="+42"/>
        <source>%1: the active series &apos;%2&apos; (of %3) is not in the loaded data</source>
        <translation>%1：活动数据系列“%2”（来自 %3）不在已加载的数据中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: the active series &apos;%2&apos; (of %3) is not in the loaded data; &apos;%4&apos; is shown instead</source>
        <translation>%1：活动数据系列“%2”（来自 %3）不在已加载的数据中；改为显示“%4”</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: the run excluded from the fit, %2, is not in the loaded data: its exclusion is dropped</source>
        <translation>%1：被排除在拟合之外的运行 %2 不在已加载的数据中：该排除已取消</translation>
    </message>
    <message>
        <location filename="../../app/document/document.cpp" line="+33"/>
        <source>Set %1 to %2</source>
        <translation>将 %1 设为 %2</translation>
    </message>
    <message>
        <location filename="../../app/document/presets.cpp" line="+44"/>
        <source>preset %1: %2</source>
        <translation>预设 %1：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rhyner et al. (PACT 2024) configuration: %1</source>
        <translation>Rhyner 等（PACT 2024）的配置：%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>PIM run: %1, %2, %3 (batch %4), %5 scaling</source>
        <translation>PIM 运行：%1，%2，%3（批次 %4），扩展方式：%5</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>--preset %1: no such preset (known: %2)</source>
        <translation>--preset %1：无此预设（已知：%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>preset %1</source>
        <translation>预设 %1</translation>
    </message>
    <message>
        <location filename="../../app/document/scenario_file.cpp" line="+23"/>
        <source>expected one of the choice names (a string), got a number</source>
        <translation>应为选项名称之一（字符串），实际为数字</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a number or a string</source>
        <translation>应为数字或字符串</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>expected a file path (string) or an object with &quot;path&quot;</source>
        <translation>应为文件路径（字符串）或含 &quot;path&quot; 的对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>path: expected a file path (string)</source>
        <translation>path：应为文件路径（字符串）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>series: expected an array of names</source>
        <translation>series：应为名称数组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>series: expected names (strings)</source>
        <translation>series：应为名称（字符串）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>n: expected a parameter name (string)</source>
        <translation>n：应为参数名（字符串）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed: expected an object name → number</source>
        <translation>fixed：应为 名称 → 数字 的对象</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fixed.%1: expected a number</source>
        <translation>fixed.%1：应为数字</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>scaling: expected an object series → &quot;strong&quot; or &quot;weak&quot;</source>
        <translation>scaling：应为 数据系列 → &quot;strong&quot; 或 &quot;weak&quot; 的对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scaling.%1: expected &quot;strong&quot; or &quot;weak&quot;</source>
        <translation>scaling.%1：应为 &quot;strong&quot; 或 &quot;weak&quot;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>processes: expected a whole number from 1 to 1e12</source>
        <translation>processes：应为 1 到 1e12 之间的整数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>columns: expected an object column → role</source>
        <translation>columns：应为 列 → 角色 的对象</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>columns.%1: expected one of %2</source>
        <translation>columns.%1：应为 %2 之一</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>provenance: expected an object</source>
        <translation>provenance：应为对象</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>expected an object with &quot;series&quot;, &quot;n&quot; and &quot;time_s&quot;</source>
        <translation>应为含 &quot;series&quot;、&quot;n&quot; 和 &quot;time_s&quot; 的对象</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>series: expected the series&apos; name (string)</source>
        <translation>series：应为数据系列名称（字符串）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>file: expected a file name (string)</source>
        <translation>file：应为文件名（字符串）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>n: expected a number ≥ 1</source>
        <translation>n：应为 ≥ 1 的数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>time_s: expected a time in seconds &gt; 0</source>
        <translation>time_s：应为 &gt; 0 的时间（秒）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>occurrence: expected a whole number ≥ 0</source>
        <translation>occurrence：应为 ≥ 0 的整数</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>line %1 (byte %2): invalid JSON: %3</source>
        <translation>第 %1 行（字节 %2）：无效的 JSON：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a JSON object at the top level</source>
        <translation>顶层应为 JSON 对象</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>version: expected an integer format version</source>
        <translation>version：应为整数格式版本</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>version: format %1 is newer than this ScaleScope reads (%2); please update ScaleScope</source>
        <translation>version：格式 %1 比此 ScaleScope 能读取的（%2）更新；请更新 ScaleScope</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>version: %1 is not a valid format version</source>
        <translation>version：%1 不是有效的格式版本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parameters: expected an object mapping parameter ids to values</source>
        <translation>parameters：应为将参数 id 映射到值的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: parameters.%2: unknown parameter ignored</source>
        <translation>%1：parameters.%2：已忽略未知参数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>datasets: expected an array of file paths</source>
        <translation>datasets：应为文件路径数组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>datasets[%1]: %2</source>
        <translation>datasets[%1]：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>active_series: expected an object with the series&apos; &quot;name&quot;</source>
        <translation>active_series：应为含数据系列 &quot;name&quot; 的对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>active_series.file: expected a file name (string)</source>
        <translation>active_series.file：应为文件名（字符串）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>fit_excluded_runs: expected an array</source>
        <translation>fit_excluded_runs：应为数组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>fit_excluded_runs[%1]: %2</source>
        <translation>fit_excluded_runs[%1]：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>hidden_series: expected a list of {&quot;name&quot;, &quot;file&quot;} objects</source>
        <translation>hidden_series：应为 {&quot;name&quot;, &quot;file&quot;} 对象的列表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hidden_series[%1]: expected an object with the series&apos; &quot;name&quot; and &quot;file&quot; (strings)</source>
        <translation>hidden_series[%1]：应为含数据系列 &quot;name&quot; 和 &quot;file&quot;（字符串）的对象</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>views: expected an object</source>
        <translation>views：应为对象</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: %2: unknown key ignored</source>
        <translation>%1：%2：已忽略未知键</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: cannot open: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: file too large for a scenario (%2 bytes)</source>
        <translation>%1：文件过大，不能作为场景（%2 字节）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: its data file %2 could not be loaded, so the scenario was not opened (its series come from that file; move the file back or edit the scenario&apos;s &quot;datasets&quot;):
%3</source>
        <translation>%1：无法加载其数据文件 %2，因此未打开该场景（其数据系列来自该文件；请将文件移回原处，或编辑场景的 &quot;datasets&quot;）：
%3</translation>
    </message>
    <message>
        <location line="+51"/>
        <location filename="../../app/imports/data_export.cpp" line="+46"/>
        <source>%1: cannot write: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../../app/imports/data_export.cpp" line="+3"/>
        <source>%1: write failed: %2</source>
        <translation>%1：写入失败：%2</translation>
    </message>
    <message>
        <location filename="../../app/imports/data_export.cpp" line="-19"/>
        <source>no measured series with times to export</source>
        <translation>没有含时间数据、可导出的实测数据系列</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>There are no measured series with times to export.</source>
        <translation>没有含时间数据、可导出的实测数据系列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All measured series (%1)</source>
        <translation>所有实测数据系列（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Series to write as Extra-P JSON Lines:</source>
        <translation>要写为 Extra-P JSON Lines 的数据系列：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export data as Extra-P JSON Lines</source>
        <translation>将数据导出为 Extra-P JSON Lines</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Extra-P JSON Lines (*.jsonl);;All files (*)</source>
        <translation>Extra-P JSON Lines (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/imports/import_dialog.cpp" line="+41"/>
        <source>format: %1</source>
        <translation>格式：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../views/common/source_tooltip.cpp" line="+14"/>
        <source>ScaleScope CSV</source>
        <translation>ScaleScope CSV</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not read: %1</source>
        <translation>未读取：%1</translation>
    </message>
    <message>
        <location filename="../../app/imports/network_fit_dialog.cpp" line="+59"/>
        <source>R² = %1 &lt; %2: the line explains too little of the times to be a network (a busy machine?)</source>
        <translation>R² = %1 &lt; %2：该直线对时间的解释程度太低，不足以描述网络（机器繁忙？）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the fitted latency is not positive: these data do not support a latency (too few small messages?)</source>
        <translation>拟合得到的延迟不为正：这些数据不足以支持延迟估计（小消息太少？）</translation>
    </message>
    <message>
        <location filename="../../app/lessons/handout_export.cpp" line="-132"/>
        <source>&lt;p&gt;Your prediction: ______________ %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;你的预测：______________ %1&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;Your estimate of %1: ______________ %2&lt;/p&gt;</source>
        <translation>&lt;p&gt;你对 %1 的估计：______________ %2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — 第 %2 步，共 %3 步</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Answers (%1 of %2)</source>
        <translation>答案（%1/%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answers</source>
        <translation>答案</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;p&gt;&lt;b&gt;Step %1: %2&lt;/b&gt;&lt;br&gt;%3&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;第 %1 步：%2&lt;/b&gt;&lt;br&gt;%3&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;The model: &lt;b&gt;%1&lt;/b&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;模型：&lt;b&gt;%1&lt;/b&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (accepted: %1)</source>
        <translation> (可接受：%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;The model cannot answer here: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;模型在此无法给出答案：%1&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/lessons/handout_figures.cpp" line="+49"/>
        <source>Predict first: this step&apos;s figure shows the answer; it is printed with the answers at the end.</source>
        <translation>请先预测：本步的图会显示答案；该图将与答案一起印在末尾。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the %1 figure needs an X server (VTK renders through GLX): its figures are left out; run under xvfb-run -a</source>
        <translation>%1 图需要 X 服务器（VTK 通过 GLX 渲染）：其图已略去；请在 xvfb-run -a 下运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: not drawn (no X server).</source>
        <translation>%1：未绘制（无 X 服务器）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure for %1.</source>
        <translation>%1 没有图。</translation>
    </message>
    <message>
        <location filename="../../app/lessons/lesson_library.cpp" line="+74"/>
        <source>%1: no such lesson (known: %2; or give a %3 file)</source>
        <translation>%1：无此课程（已知：%2；或提供一个 %3 文件）</translation>
    </message>
    <message>
        <location filename="../../app/lessons/window_stage.cpp" line="+186"/>
        <source>Predict first.
This view shows the answer once you have given yours.</source>
        <translation>请先预测。
给出你的答案后，此视图才会显示答案。</translation>
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
        <translation>ScaleScope 上次未正常关闭。是否恢复未保存的场景？</translation>
    </message>
    <message>
        <location filename="../../views/common/source_tooltip.cpp" line="-2"/>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format: %1</source>
        <translation>格式：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>tool: %1</source>
        <translation>工具：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>host: %1</source>
        <translation>主机：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>date: %1</source>
        <translation>日期：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>command: %1</source>
        <translation>命令：%1</translation>
    </message>
    <message>
        <location filename="../../views/scaling/data_table_view.cpp" line="+70"/>
        <source>Valid: drawn and fitted</source>
        <translation>有效：已绘制并拟合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not used: %1</source>
        <translation>未使用：%1</translation>
    </message>
    <message>
        <location filename="../../views/scaling/scaling_curves_tab.cpp" line="+43"/>
        <source>Parallel efficiency E = S/N</source>
        <translation>并行效率 E = S/N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Payload P = N·P₁·E (TFlop/s)</source>
        <translation>有效载荷性能 P = N·P₁·E (TFlop/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speed-up S(N)</source>
        <translation>加速比 S(N)</translation>
    </message>
    <message>
        <location filename="../../views/scaling/fit_text.cpp" line="+36"/>
        <source> (at its bound)</source>
        <translation> (处于边界)</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <location filename="../../app/data/dataset_loader.cpp" line="-375"/>
        <location line="+340"/>
        <location filename="../../model/data/text_input.h" line="+27"/>
        <source>a data file</source>
        <translation>数据文件</translation>
    </message>
    <message>
        <location filename="../../model/data/csv_table.cpp" line="+119"/>
        <source>expected a closing quote for the field that opens here</source>
        <translation>此处开始的字段应有结束引号</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>expected &apos;%1&apos; or the end of the line after a closing quote, found %2</source>
        <translation>结束引号之后应为 &apos;%1&apos; 或行尾，实为 %2</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>expected a number, found an empty field</source>
        <translation>应为数字，实为空字段</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a number with one decimal separator, found %1</source>
        <translation>应为只含一个小数分隔符的数字，实为 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected a number within the range of a double (magnitude 2.2e-308 to 1.8e308), found %1</source>
        <translation>应为 double 范围内的数字（绝对值 2.2e-308 至 1.8e308），实为 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/data/extrap_json_lines.cpp" line="+80"/>
        <location filename="../../model/data/json_reader.cpp" line="+227"/>
        <source>expected a number, found %1</source>
        <translation>应为数字，实为 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a finite number, found %1</source>
        <translation>应为有限数，实为 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1 or %2</source>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a column named %1; found columns: %2</source>
        <translation>应有名为 %1 的列；现有列：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>column &apos;%1&apos;: %2</source>
        <translation>列 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <location filename="../../model/data/roofline_kernels.cpp" line="+25"/>
        <source>expected a positive value in %1, found %2</source>
        <translation>应为以 %1 计的正值，实为 %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected UTF-8 text, found a UTF-16 byte-order mark (save the file as UTF-8 CSV)</source>
        <translation>应为 UTF-8 文本，实为 UTF-16 字节顺序标记（请将文件另存为 UTF-8 CSV）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a header line, the file is empty</source>
        <translation>应有表头行，但文件为空</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a header line, the file has only comments and blank lines</source>
        <translation>应有表头行，但文件只有注释和空行</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected unique column names, &apos;%1&apos; is also column %2</source>
        <translation>列名应唯一，&apos;%1&apos; 也是第 %2 列</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected %1 fields as in the header (line %2), found %3</source>
        <translation>应与表头（第 %2 行）一样有 %1 个字段，实为 %3</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../model/data/measurements.cpp" line="+324"/>
        <source>a CSV file</source>
        <translation>CSV 文件</translation>
    </message>
    <message>
        <location filename="../../model/data/format_registry.cpp" line="+178"/>
        <source>expected a measurement file ScaleScope reads: %1</source>
        <translation>应为 ScaleScope 可读取的测量文件：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a system description</source>
        <translation>系统描述</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>holds no measurements to import (its format: %1)</source>
        <translation>不含可导入的测量（其格式：%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a measurement file</source>
        <translation>测量文件</translation>
    </message>
    <message>
        <location filename="../../model/data/measurement_columns.cpp" line="+93"/>
        <source>column &apos;%1&apos; is given as %2 but the file has no such column; found columns: %3</source>
        <translation>列 &apos;%1&apos; 被指定为 %2，但文件中没有该列；现有列：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>column &apos;%1&apos;: unknown role &apos;%2&apos;</source>
        <translation>列 &apos;%1&apos;：未知角色 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>columns &apos;%1&apos; and &apos;%2&apos; are both given as %3</source>
        <translation>列 &apos;%1&apos; 和 &apos;%2&apos; 都被指定为 %3</translation>
    </message>
    <message>
        <location filename="../../model/data/measurements.cpp" line="-290"/>
        <source>processing units</source>
        <translation>个处理单元</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected %1 between %2 and %3, found %4</source>
        <translation>%1 应在 %2 至 %3 之间，实为 %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected %1 between %2 and %3 %4, found %5 %4</source>
        <translation>%1 应在 %2 至 %3 %4 之间，实为 %5 %4</translation>
    </message>
    <message>
        <location filename="../../model/data/latency_rows.cpp" line="+18"/>
        <source>expected %1 numbers (as the column titles), found %2 fields</source>
        <translation>应有 %1 个数（与列标题一致），实为 %2 个字段</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected the column titles to name the message size and the %1 among the %2 columns</source>
        <translation>列标题应在 %2 列中标明消息大小和%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a message size in bytes, found %1</source>
        <translation>应为以字节计的消息大小，实为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../model/data/likwid_bench.cpp" line="+117"/>
        <location line="+35"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../../model/data/measurements.cpp" line="+17"/>
        <source>expected a positive %1, found %2</source>
        <translation>%1 应为正值，实为 %2</translation>
    </message>
    <message>
        <location filename="../../model/data/measurements.cpp" line="+16"/>
        <source>expected a repetition number 0, 1, 2, ..., found %1</source>
        <translation>应为重复编号 0、1、2……，实为 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>expected a time between 0 and 1e15 s, found %1</source>
        <translation>应为 0 至 1e15 s 之间的时间，实为 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected N ≥ 1 processing units, found %1</source>
        <translation>应为 N ≥ 1 个处理单元，实为 %1</translation>
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
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../model/data/measurements.cpp" line="+5"/>
        <source>a time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an efficiency in (0, 1], found %1 (write a percentage as a fraction: 0.85 for 85 %)</source>
        <translation>效率应在 (0, 1] 内，实为 %1（百分比请写成小数：85 % 写作 0.85）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected an efficiency in (0, 1], found %1</source>
        <translation>效率应在 (0, 1] 内，实为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax in TFlop/s</source>
        <translation>Rmax（TFlop/s）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax</source>
        <translation>Rmax</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rpeak in TFlop/s</source>
        <translation>Rpeak（TFlop/s）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rpeak</source>
        <translation>Rpeak</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected Rmax ≤ Rpeak (efficiency at most 1), found %1 &gt; %2</source>
        <translation>应满足 Rmax ≤ Rpeak（效率至多为 1），实为 %1 &gt; %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>peak of one unit in GFlop/s</source>
        <translation>单个单元的峰值（GFlop/s）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the peak of one unit</source>
        <translation>单个单元的峰值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a measured value in this row (time, speed-up, efficiency, or Rmax with Rpeak), found only empty fields</source>
        <translation>此行应有测量值（时间、加速比、效率，或 Rmax 与 Rpeak），实为只有空字段</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &apos;strong&apos;, &apos;weak&apos; or an empty field, found %1</source>
        <translation>应为 &apos;strong&apos;、&apos;weak&apos; 或空字段，实为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a message size between 0 and 1e15 bytes, found %1</source>
        <translation>应为 0 至 1e15 字节之间的消息大小，实为 %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>a column for N (n, processors, cores or nodes)</source>
        <translation>N 的列（n、processors、cores 或 nodes）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a measured column (time, time_s, seconds or time_ms; speedup; efficiency; or rmax with rpeak)</source>
        <translation>测量列（time、time_s、seconds 或 time_ms；speedup；efficiency；或 rmax 与 rpeak）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 and %2</source>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected %1; found columns: %2 (File ▸ Import data lets you say which column is which)</source>
        <translation>应有%1；现有列：%2（可在 文件 ▸ 导入数据 中指定各列的含义）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected %1; found columns: %2</source>
        <translation>应有%1；现有列：%2</translation>
    </message>
    <message>
        <location filename="../../model/data/hpl_mxp.cpp" line="+26"/>
        <source>expected a list edition written YYYY-MM (e.g. 2020-06), found %1</source>
        <translation>应为写作 YYYY-MM 的榜单期次（例如 2020-06），实为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../model/data/top500.cpp" line="-170"/>
        <source>expected a system name, found an empty field</source>
        <translation>应为系统名称，实为空字段</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a low-precision to FP64 peak ratio between 1 and 1000, found %1</source>
        <translation>低精度与 FP64 峰值之比应在 1 至 1000 之间，实为 %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../model/data/measurements.cpp" line="+8"/>
        <location filename="../../model/data/top500.cpp" line="+134"/>
        <source>expected at least one data row after the header</source>
        <translation>表头之后应至少有一行数据</translation>
    </message>
    <message>
        <location filename="../../model/data/text_input.cpp" line="+69"/>
        <source>expected text, found a NUL byte (is this a binary file?)</source>
        <translation>应为文本，实为 NUL 字节（这是二进制文件吗？）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected text, found the control byte %1 (is this a binary file?)</source>
        <translation>应为文本，实为控制字节 %1（这是二进制文件吗？）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected UTF-8 text, found bytes that are not valid UTF-8</source>
        <translation>应为 UTF-8 文本，实为无效的 UTF-8 字节</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected %1, found a directory</source>
        <translation>应为%1，实为目录</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the file has %1 bytes, more than the limit of %2 bytes; it was not read</source>
        <translation>文件有 %1 字节，超过 %2 字节的上限；未读取</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot open the file for reading (%1)</source>
        <translation>无法打开文件进行读取（%1）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>the file has more than the limit of %1 bytes; it was not read</source>
        <translation>文件超过 %1 字节的上限；未读取</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>reading the file failed</source>
        <translation>读取文件失败</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected UTF-8 text, found a UTF-16 byte-order mark (save the file as UTF-8)</source>
        <translation>应为 UTF-8 文本，实为 UTF-16 字节顺序标记（请将文件另存为 UTF-8）</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lecture_file.cpp" line="+11"/>
        <source>a lecture file</source>
        <translation>讲座文件</translation>
    </message>
    <message>
        <location filename="../../model/lessons/lesson_reader.cpp" line="+14"/>
        <source>a lesson file</source>
        <translation>课程文件</translation>
    </message>
    <message>
        <location filename="../../model/data/amdahl_terse.cpp" line="+35"/>
        <source>expected amdahl --terse output: an object with &quot;execution_time&quot; and &quot;nproc&quot;</source>
        <translation>应为 amdahl --terse 的输出：含 &quot;execution_time&quot; 和 &quot;nproc&quot; 的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/data/google_benchmark.cpp" line="+142"/>
        <source>%1: expected a time between 1e-15 and 1e15 s</source>
        <translation>%1：应为 1e-15 至 1e15 s 之间的时间</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../model/data/google_benchmark.cpp" line="-23"/>
        <location filename="../../model/data/mlperf_result.cpp" line="+292"/>
        <source>%1: expected a whole number ≥ 1</source>
        <translation>%1：应为 ≥ 1 的整数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a number in (0, 1]</source>
        <translation>%1：应为 (0, 1] 内的数</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the program&apos;s parallel proportion is %1 (a fit of Amdahl&apos;s law should find α ≈ %1)</source>
        <translation>程序的并行比例为 %1（用 Amdahl 定律拟合应得到 α ≈ %1）</translation>
    </message>
    <message>
        <location filename="../../model/data/ert_roofline.cpp" line="+30"/>
        <source>%1.data: expected an array of [name, %2] pairs</source>
        <translation>%1.data：应为由 [名称, %2] 对组成的数组</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: expected a pair [name, %2]</source>
        <translation>%1：应为 [名称, %2] 对</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1[0]: expected a name, found &quot;&quot;</source>
        <translation>%1[0]：应为名称，实为 &quot;&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1[0]: %2 is named twice (first on line %3)</source>
        <translation>%1[0]：%2 出现了两次（首次在第 %3 行）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1[1]: expected a rate in %2 above 0 and at most %3, found %4</source>
        <translation>%1[1]：应为以 %2 计、大于 0 且至多为 %3 的速率，实为%4</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected ERT&apos;s roofline.json: one object with &quot;empirical&quot;</source>
        <translation>应为 ERT 的 roofline.json：一个含 &quot;empirical&quot; 的对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empirical: expected an object with &quot;gflops&quot; and &quot;gbytes&quot;</source>
        <translation>empirical：应为含 &quot;gflops&quot; 和 &quot;gbytes&quot; 的对象</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1: expected an object with &quot;data&quot;</source>
        <translation>%1：应为含 &quot;data&quot; 的对象</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1.data: expected at least one measured roof</source>
        <translation>%1.data：应至少有一个实测屋顶</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_common.cpp" line="+76"/>
        <source>expected a parameter besides &apos;bytes&apos; to use as N, found none</source>
        <translation>除 &apos;bytes&apos; 外应有一个参数用作 N，实为没有</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>metric &apos;%1&apos; skipped: it is not a time</source>
        <translation>已跳过指标 &apos;%1&apos;：它不是时间</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a time between 1e-15 and 1e15 s (metric &apos;%1&apos;), found %2</source>
        <translation>应为 1e-15 至 1e15 s 之间的时间（指标 &apos;%1&apos;），实为 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>metric &apos;%1&apos;: values taken as seconds (Extra-P files carry no unit)</source>
        <translation>指标 &apos;%1&apos;：数值按秒处理（Extra-P 文件不带单位）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected a message size between 0 and 1e15 bytes (parameter &apos;%1&apos;), found %2</source>
        <translation>应为 0 至 1e15 字节之间的消息大小（参数 &apos;%1&apos;），实为 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected at least one time metric, found only no values</source>
        <translation>应至少有一个时间指标，实为没有值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at least one time metric, found only metrics that are not times</source>
        <translation>应至少有一个时间指标，实为只有非时间的指标</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_json.cpp" line="+31"/>
        <source>expected %1 (a number), found %2</source>
        <translation>%1 应为数字，实为 %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>parameters: expected a non-empty array of parameter names</source>
        <translation>parameters：应为非空的参数名数组</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>parameters: expected a name (a string), found %1</source>
        <translation>parameters：应为名称（字符串），实为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>measurements: expected an object of call paths</source>
        <translation>measurements：应为由调用路径组成的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected an object of metrics</source>
        <translation>%1：应为由指标组成的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected an array of measurements</source>
        <translation>%1：应为测量的数组</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected an object with &quot;point&quot; and &quot;values&quot;</source>
        <translation>%1：应为含 &quot;point&quot; 和 &quot;values&quot; 的对象</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected an array of %2 coordinates (one per parameter)</source>
        <translation>%1：应为 %2 个坐标的数组（每个参数一个）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: a coordinate</source>
        <translation>%1：坐标</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: expected a non-empty array of values</source>
        <translation>%1：应为非空的值数组</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: a value</source>
        <translation>%1：值</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: expected an array of {id, name}</source>
        <translation>%1：应为 {id, name} 的数组</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected {&quot;id&quot;: number, &quot;name&quot;: string}</source>
        <translation>%1：应为 {&quot;id&quot;: number, &quot;name&quot;: string}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>parameters: expected at least one parameter</source>
        <translation>parameters：应至少有一个参数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>coordinates: expected {&quot;id&quot;: number, &quot;parameter_value_pairs&quot;: [...]}</source>
        <translation>coordinates：应为 {&quot;id&quot;: number, &quot;parameter_value_pairs&quot;: [...]}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>parameter_value_pairs: expected a known parameter_id and a number</source>
        <translation>parameter_value_pairs：应为已知的 parameter_id 和一个数字</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>measurements: expected callpath_id, coordinate_id, metric_id and value</source>
        <translation>measurements：应有 callpath_id、coordinate_id、metric_id 和 value</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>callpath_id: no call path with this id</source>
        <translation>callpath_id：没有此 id 的调用路径</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>metric_id: no metric with this id</source>
        <translation>metric_id：没有此 id 的指标</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>coordinate_id: no coordinate with this id</source>
        <translation>coordinate_id：没有此 id 的坐标</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>coordinate_id: the coordinate lacks a parameter value</source>
        <translation>coordinate_id：该坐标缺少一个参数值</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: expected an array</source>
        <translation>%1：应为数组</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected one JSON object, found another value</source>
        <translation>应为一个 JSON 对象，实为还有另一个值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected an Extra-P JSON object with &quot;parameters&quot; and &quot;measurements&quot;</source>
        <translation>应为含 &quot;parameters&quot; 和 &quot;measurements&quot; 的 Extra-P JSON 对象</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected at least one measured value, found none</source>
        <translation>应至少有一个测量值，实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_json_lines.cpp" line="-58"/>
        <source>params.%1: %2</source>
        <translation>params.%1：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a JSON object per line, found %1</source>
        <translation>每行应为一个 JSON 对象，实为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected &quot;params&quot;: an object of parameter values</source>
        <translation>应有 &quot;params&quot;：由参数值组成的对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &quot;value&quot;: a number or a list of numbers</source>
        <translation>应有 &quot;value&quot;：一个数字或数字列表</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>params: expected parameter &apos;%1&apos; as on line %2</source>
        <translation>params：应与第 %2 行一样有参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>params: expected the %1 parameters of line %2, found %3</source>
        <translation>params：应为第 %2 行的 %1 个参数，实为 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1: expected a string, found %2</source>
        <translation>%1：应为字符串，实为 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>value: expected at least one number</source>
        <translation>value：应至少有一个数字</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>value: expected a number, found %1</source>
        <translation>value：应为数字，实为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected Extra-P JSON Lines records, found none</source>
        <translation>应为 Extra-P JSON Lines 记录，实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/extrap_text.cpp" line="+40"/>
        <source>expected %1 DATA lines (one per point) for region &apos;%2&apos; from line %3, found %4</source>
        <translation>区域 &apos;%2&apos; 自第 %3 行起应有 %1 行 DATA（每个点一行），实为 %4</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a number or &apos;)&apos;, found &apos;(&apos;</source>
        <translation>应为数字或 &apos;)&apos;，实为 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected &apos;(&apos; or a number, found &apos;)&apos;</source>
        <translation>应为 &apos;(&apos; 或数字，实为 &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>POINTS: %1</source>
        <translation>POINTS：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected &apos;(&apos; before a point of %1 coordinates</source>
        <translation>含 %1 个坐标的点之前应为 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>expected &apos;)&apos; to close the point</source>
        <translation>应为 &apos;)&apos; 以结束该点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a point of 1 coordinate (one per PARAMETER), found %1</source>
        <translation>点应有 1 个坐标（每个 PARAMETER 一个），实为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a point of %1 coordinates (one per PARAMETER), found %2</source>
        <translation>点应有 %1 个坐标（每个 PARAMETER 一个），实为 %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected POINTS before DATA</source>
        <translation>DATA 之前应有 POINTS</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a REGION before DATA</source>
        <translation>DATA 之前应有 REGION</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected at most %1 DATA lines (one per point) for region &apos;%2&apos;</source>
        <translation>区域 &apos;%2&apos; 应至多有 %1 行 DATA（每个点一行）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected values after DATA</source>
        <translation>DATA 之后应有值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DATA: %1</source>
        <translation>DATA：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected PARAMETER lines before POINTS</source>
        <translation>POINTS 之前应有 PARAMETER 行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a parameter name</source>
        <translation>应有参数名</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a PARAMETER line before POINTS</source>
        <translation>POINTS 之前应有一行 PARAMETER</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected POINTS before the first DATA line</source>
        <translation>第一行 DATA 之前应有 POINTS</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a name after %1</source>
        <translation>%1 之后应有名称</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected PARAMETER, POINTS, REGION, METRIC, DATA or a &apos;#&apos; comment, found &apos;%1&apos;</source>
        <translation>应为 PARAMETER、POINTS、REGION、METRIC、DATA 或 &apos;#&apos; 注释，实为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>expected a PARAMETER line (Extra-P text)</source>
        <translation>应有 PARAMETER 行（Extra-P 文本）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected DATA lines, found none</source>
        <translation>应有 DATA 行，实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/foreign_formats.cpp" line="+37"/>
        <source>this looks like Google Benchmark CSV; ScaleScope reads its JSON (run the benchmark with --benchmark_format=json, or --benchmark_out=FILE.json --benchmark_out_format=json)</source>
        <translation>这看起来是 Google Benchmark 的 CSV；ScaleScope 读取其 JSON（运行基准测试时使用 --benchmark_format=json，或 --benchmark_out=FILE.json --benchmark_out_format=json）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this looks like Google Benchmark&apos;s console output; ScaleScope reads its JSON (--benchmark_out=FILE.json --benchmark_out_format=json)</source>
        <translation>这看起来是 Google Benchmark 的控制台输出；ScaleScope 读取其 JSON（--benchmark_out=FILE.json --benchmark_out_format=json）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like hyperfine&apos;s CSV export, which keeps only statistics; ScaleScope reads every run from its JSON (hyperfine --export-json FILE.json)</source>
        <translation>这看起来是 hyperfine 的 CSV 导出，其中只有统计量；ScaleScope 从其 JSON 中读取每次运行（hyperfine --export-json FILE.json）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like hyperfine&apos;s Markdown export; ScaleScope reads its JSON (hyperfine --export-json FILE.json)</source>
        <translation>这看起来是 hyperfine 的 Markdown 导出；ScaleScope 读取其 JSON（hyperfine --export-json FILE.json）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like the text output of HPC Carpentry&apos;s amdahl; ScaleScope reads its JSON (run amdahl --terse, one line of JSON per run)</source>
        <translation>这看起来是 HPC Carpentry 的 amdahl 的文本输出；ScaleScope 读取其 JSON（运行 amdahl --terse，每次运行一行 JSON）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>this looks like a JUBE result table printed for the terminal; ScaleScope reads its csv style (jube result -s csv RUN_DIR &gt; result.csv)</source>
        <translation>这看起来是为终端打印的 JUBE 结果表；ScaleScope 读取其 csv 样式（jube result -s csv RUN_DIR &gt; result.csv）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>this looks like several result tables in one file (the header appears more than once); save each table to a file of its own</source>
        <translation>这看起来是一个文件中有多个结果表（表头出现了不止一次）；请将每个表分别保存到单独的文件中</translation>
    </message>
    <message>
        <location filename="../../model/data/google_benchmark.cpp" line="-62"/>
        <source>expected Google Benchmark JSON: an object with a &quot;benchmarks&quot; array (--benchmark_format=json)</source>
        <translation>应为 Google Benchmark 的 JSON：含 &quot;benchmarks&quot; 数组的对象（--benchmark_format=json）</translation>
    </message>
    <message>
        <location line="+31"/>
        <location filename="../../model/data/hyperfine.cpp" line="+88"/>
        <source>%1: expected an object</source>
        <translation>%1：应为对象</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected &quot;name&quot;: a string</source>
        <translation>%1：应有 &quot;name&quot;：字符串</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: expected ns, us, ms or s, found &quot;%2&quot;</source>
        <translation>%1：应为 ns、us、ms 或 s，实为 &quot;%2&quot;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected a positive time, found %2</source>
        <translation>%1：应为正的时间，实为 %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>only aggregates in the file (--benchmark_report_aggregates_only): one point per N, the %1 of its repetitions</source>
        <translation>文件中只有汇总值（--benchmark_report_aggregates_only）：每个 N 一个点，取其各次重复的%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 benchmark run(s) with error_occurred skipped</source>
        <translation>已跳过 %1 个带 error_occurred 的基准运行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 aggregate row(s) (mean, median, stddev, cv) not used: the repetitions themselves are</source>
        <translation>未使用 %1 个汇总行（mean、median、stddev、cv）：使用的是各次重复本身</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected at least one benchmark with a real_time, found none</source>
        <translation>应至少有一个带 real_time 的基准测试，实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/hyperfine.cpp" line="-19"/>
        <source>expected hyperfine JSON: an object with a non-empty &quot;results&quot; array (hyperfine --export-json)</source>
        <translation>应为 hyperfine 的 JSON：含非空 &quot;results&quot; 数组的对象（hyperfine --export-json）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: expected an object with &quot;command&quot;</source>
        <translation>%1：应为含 &quot;command&quot; 的对象</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1: expected a value (a string)</source>
        <translation>%1：应为值（字符串）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: expected &quot;%2&quot;, as in the other results</source>
        <translation>%1：应有 &quot;%2&quot;，与其他结果一致</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected a numeric parameter to use as N (hyperfine --parameter-scan threads 1 8, or --parameter-list with numbers), found %1</source>
        <translation>应有可用作 N 的数值参数（hyperfine --parameter-scan threads 1 8，或带数字的 --parameter-list），实为%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no parameters</source>
        <translation>没有参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only parameters that are not numbers</source>
        <translation>只有非数字的参数</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1: no &quot;times&quot;; its mean is one run</source>
        <translation>%1：没有 &quot;times&quot;；其平均值算作一次运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: expected &quot;times&quot;: the run times</source>
        <translation>%1：应有 &quot;times&quot;：各次运行的时间</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../model/data/reframe_perflog.cpp" line="+207"/>
        <source>%1: expected a time between 1e-15 and 1e15 s, found %2</source>
        <translation>%1：应为 1e-15 至 1e15 s 之间的时间，实为 %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 run(s) exited with a non-zero code (kept: hyperfine -i ran them)</source>
        <translation>%1 次运行以非零退出码结束（已保留：hyperfine -i 运行了它们）</translation>
    </message>
    <message>
        <location filename="../../model/data/imb.cpp" line="+81"/>
        <source>expected &quot;# #processes = N&quot; with a whole N ≥ 1</source>
        <translation>应为 &quot;# #processes = N&quot;，其中 N 为 ≥ 1 的整数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected &quot;# Benchmarking NAME&quot; and &quot;# #processes = N&quot; before the column titles</source>
        <translation>列标题之前应有 &quot;# Benchmarking NAME&quot; 和 &quot;# #processes = N&quot;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1: no message sizes (a %1 table has none); skipped</source>
        <translation>%1：没有消息大小（%1 表不含消息大小）；已跳过</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a time column t_avg[usec] or t[usec]</source>
        <translation>应有时间列 t_avg[usec] 或 t[usec]</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected a time in usec, found &apos;%1&apos;</source>
        <translation>应为以 usec 计的时间，实为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>time: %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected an IMB table (&quot;# Benchmarking NAME&quot;, &quot;# #processes = N&quot;, &quot;#bytes ... t_avg[usec]&quot;), found none</source>
        <translation>应有 IMB 表（&quot;# Benchmarking NAME&quot;、&quot;# #processes = N&quot;、&quot;#bytes ... t_avg[usec]&quot;），实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/imported.cpp" line="+154"/>
        <source>no series named &apos;%1&apos;; the file has %2: %3</source>
        <translation>没有名为 &apos;%1&apos; 的数据系列；文件中有 %2 个：%3</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 has no parameter named &apos;%2&apos;; its parameters: %3</source>
        <translation>%1 没有名为 &apos;%2&apos; 的参数；其参数：%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>which parameter is N? %1 has %2, none of them a count by its name: name it with --n-parameter NAME (or choose it in File ▸ Import data)</source>
        <translation>哪个参数是 N？%1 有 %2，从名称看都不是计数：请用 --n-parameter NAME 指定（或在 文件 ▸ 导入数据 中选择）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>series &apos;%1&apos;: the file does not say the %2 of this run; give it (the import dialog asks, or name the file …_np16…)</source>
        <translation>数据系列 &apos;%1&apos;：文件未给出此次运行的 %2；请提供（导入对话框会询问，或将文件命名为 …_np16…）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>series &apos;%1&apos;: expected %2 between 1 and 1e12 as N, found %3</source>
        <translation>数据系列 &apos;%1&apos;：作为 N 的 %2 应在 1 至 1e12 之间，实为 %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected at least one measured run in the chosen series, found none</source>
        <translation>所选数据系列中应至少有一次实测运行，实为无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>expected at least one measured run in the chosen series, found none (%1)</source>
        <translation>所选数据系列中应至少有一次实测运行，实为无（%1）</translation>
    </message>
    <message>
        <location filename="../../model/data/json_reader.cpp" line="-189"/>
        <location line="+14"/>
        <source>expected a JSON value, found %1</source>
        <translation>应为 JSON 值，实为 %1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>expected at most %1 nested arrays or objects</source>
        <translation>数组或对象的嵌套应至多 %1 层</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the end of the text</source>
        <translation>文本结尾</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the end of the line</source>
        <translation>行尾</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a tab</source>
        <translation>制表符</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the control byte %1</source>
        <translation>控制字节 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bytes that are not UTF-8</source>
        <translation>非 UTF-8 字节</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected &apos;%1&apos;, found %2</source>
        <translation>应为 &apos;%1&apos;，实为 %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a member name in double quotes, found %1</source>
        <translation>应为双引号中的成员名，实为 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected &apos;,&apos; or &apos;}&apos; after an object member, found %1</source>
        <translation>对象成员之后应为 &apos;,&apos; 或 &apos;}&apos;，实为 %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>expected &apos;,&apos; or &apos;]&apos; after an array element, found %1</source>
        <translation>数组元素之后应为 &apos;,&apos; 或 &apos;]&apos;，实为 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>expected true, false or null, found %1</source>
        <translation>应为 true、false 或 null，实为 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>expected a digit in a number, found %1</source>
        <translation>数字中应为数位，实为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected a digit after the decimal point, found %1</source>
        <translation>小数点之后应为数位，实为 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a digit in the exponent, found %1</source>
        <translation>指数中应为数位，实为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &apos;,&apos;, &apos;]&apos;, &apos;}&apos; or a blank after a number, found %1</source>
        <translation>数字之后应为 &apos;,&apos;、&apos;]&apos;、&apos;}&apos; 或空白，实为 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>expected a closing &apos;&quot;&apos;, found %1</source>
        <translation>应为结束的 &apos;&quot;&apos;，实为 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a closing &apos;&quot;&apos; or an escaped control character in a string</source>
        <translation>字符串中应为结束的 &apos;&quot;&apos; 或转义的控制字符</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected four hexadecimal digits after \u</source>
        <translation>\u 之后应为四位十六进制数字</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected a low surrogate \uDC00…\uDFFF after a high surrogate</source>
        <translation>高代理项之后应为低代理项 \uDC00…\uDFFF</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected an escape character after &apos;\&apos;</source>
        <translation>&apos;\&apos; 之后应为转义字符</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>expected one of \&quot; \\ \/ \b \f \n \r \t \u after &apos;\&apos;, found &apos;\%1&apos;</source>
        <translation>&apos;\&apos; 之后应为 \&quot; \\ \/ \b \f \n \r \t \u 之一，实为 &apos;\%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected a high surrogate before \u%1</source>
        <translation>\u%1 之前应为高代理项</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>expected JSON, found no value</source>
        <translation>应为 JSON，实为无值</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected one JSON value per line, found a second one</source>
        <translation>每行应为一个 JSON 值，实为出现第二个值</translation>
    </message>
    <message>
        <location filename="../../model/data/jube_csv.cpp" line="+92"/>
        <source>expected at least one result row after the header</source>
        <translation>表头之后应至少有一行结果</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>expected a time column (runtime, time_avg, walltime[s], ...); found columns: %1</source>
        <translation>应有时间列（runtime、time_avg、walltime[s] 等）；现有列：%1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>expected a numeric column for N (nodes, tasks, threads, ...); found columns: %1</source>
        <translation>应有用作 N 的数值列（nodes、tasks、threads 等）；现有列：%1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a time between 1e-15 and 1e15 s, found %1</source>
        <translation>应为 1e-15 至 1e15 s 之间的时间，实为 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>column %1: one point per row, a statistic of the runs JUBE reduced (the runs themselves are not in the table)</source>
        <translation>列 %1：每行一个点，是 JUBE 归约后的运行统计值（运行本身不在表中）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 empty time field(s) skipped (workpackages without a match)</source>
        <translation>已跳过 %1 个空时间字段（没有匹配的 workpackage）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected at least one row with a time, found none</source>
        <translation>应至少有一行带时间，实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/likwid_bench.cpp" line="-61"/>
        <source>expected likwid-bench output: a line %1 before each run, found none</source>
        <translation>应为 likwid-bench 输出：每次运行前有一行 %1，实为无</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1: expected a whole number from 1 to 1e12, found %2</source>
        <translation>%1：应为 1 至 1e12 的整数，实为 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: expected a positive number, found %2</source>
        <translation>%1：应为正数，实为 %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1: expected a number from 0 to 1e15, found %2</source>
        <translation>%1：应为 0 至 1e15 的数，实为 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected %1 in the run that starts here</source>
        <translation>此处开始的运行中应有%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>its result &quot;MByte/s:&quot;</source>
        <translation>其结果 &quot;MByte/s:&quot;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MByte/s: expected a bandwidth that moves the working set in 1e-15 to 1e15 s, found %1 MByte/s for %2 bytes</source>
        <translation>MByte/s：带宽应能在 1e-15 至 1e15 s 内传输完工作集，实为 %1 MByte/s（%2 字节）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>time = working set / bandwidth (MByte/s): one pass over the data, so that the speed-up over N is the bandwidth&apos;s</source>
        <translation>时间 = 工作集 / 带宽（MByte/s）：对数据遍历一次，因此随 N 的加速比即为带宽的加速比</translation>
    </message>
    <message>
        <location filename="../../model/data/mlperf_result.cpp" line="-128"/>
        <source>expected a JSON object after &quot;:::MLLOG&quot;, found %1</source>
        <translation>&quot;:::MLLOG&quot; 之后应为 JSON 对象，实为%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected an MLPerf log: lines &quot;:::MLLOG {...}&quot; with run_start and run_stop (MLCommons&apos; mlperf_logging)</source>
        <translation>应为 MLPerf 日志：含 run_start 和 run_stop 的 &quot;:::MLLOG {...}&quot; 行（MLCommons 的 mlperf_logging）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: expected &quot;time_ms&quot;, milliseconds since 1970</source>
        <translation>%1：应有 &quot;time_ms&quot;，即自 1970 年起的毫秒数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>no run_start: the log ends before the timed run began (an MLPerf result has run_start and run_stop)</source>
        <translation>没有 run_start：日志在计时运行开始前就结束了（MLPerf 结果含 run_start 和 run_stop）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no run_stop after the run_start of line %1: the run did not finish (a partial log)</source>
        <translation>第 %1 行的 run_start 之后没有 run_stop：运行未完成（日志不完整）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>run_stop: expected &quot;metadata&quot;: {&quot;status&quot;: ...}</source>
        <translation>run_stop：应有 &quot;metadata&quot;: {&quot;status&quot;: ...}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>run_stop status is %1: the run did not reach its target, and MLPerf scores successful runs only</source>
        <translation>run_stop 状态为 %1：运行未达到目标，而 MLPerf 只计入成功的运行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>run_stop: expected a time_ms after run_start&apos;s (line %1)</source>
        <translation>run_stop：time_ms 应晚于 run_start 的（第 %1 行）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>no submission_benchmark: an MLPerf result log names its benchmark (&quot;gpt3&quot;, ...)</source>
        <translation>没有 submission_benchmark：MLPerf 结果日志会写明其基准（&quot;gpt3&quot;, ...）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>system description %1</source>
        <translation>系统描述 %1</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>no system description (the log is not in a results/SYSTEM/BENCHMARK/ folder): it gives the accelerators (number_of_nodes × accelerators_per_node)</source>
        <translation>没有系统描述（日志不在 results/SYSTEM/BENCHMARK/ 文件夹中）：它给出加速器数（number_of_nodes × accelerators_per_node）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no system description at %1: it gives the accelerators (number_of_nodes × accelerators_per_node)</source>
        <translation>%1 处没有系统描述：它给出加速器数（number_of_nodes × accelerators_per_node）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>time to train (run_stop − run_start) of one run each; MLPerf&apos;s own score drops the fastest and slowest run and averages the rest. The global batch size grows with the system, so the work to reach the target is not exactly the same at every size.</source>
        <translation>每个点为一次运行的训练时间（run_stop − run_start）；MLPerf 自身的评分会去掉最快和最慢的运行，再对其余取平均。全局批大小随系统增大，因此达到目标所需的工作量并非在每种规模下都完全相同。</translation>
    </message>
    <message>
        <location filename="../../model/data/osu_latency.cpp" line="+58"/>
        <source>latency</source>
        <translation>延迟</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected an OSU latency test, found &quot;%1&quot; (bandwidth and message-rate tables have no latency to fit)</source>
        <translation>应为 OSU 延迟测试，实为 &quot;%1&quot;（带宽表和消息速率表没有可拟合的延迟）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>the output does not say how many processes ran: name the file …_np16.txt or give the count when importing</source>
        <translation>输出未说明运行了多少个进程：请将文件命名为 …_np16.txt，或在导入时给出进程数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected a &quot;# OSU MPI … Test&quot; line before the column titles</source>
        <translation>列标题之前应有 &quot;# OSU MPI … Test&quot; 行</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>expected a latency column (&quot;Avg Latency(us)&quot; or &quot;Latency (us)&quot;) after Size</source>
        <translation>Size 之后应有延迟列（&quot;Avg Latency(us)&quot; 或 &quot;Latency (us)&quot;）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected a latency in ns, us or ms, found &apos;%1&apos;</source>
        <translation>应为以 ns、us 或 ms 计的延迟，实为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>expected an OSU latency table (&quot;# OSU MPI … Latency Test&quot;, &quot;# Size  Avg Latency(us)&quot;, rows), found none</source>
        <translation>应有 OSU 延迟表（&quot;# OSU MPI … Latency Test&quot;、&quot;# Size  Avg Latency(us)&quot;、数据行），实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/reframe_perflog.cpp" line="-87"/>
        <source>expected a header line naming the fields (ReFrame ≥ 4.0 perflog: result|job_completion_time|...|num_tasks|...)</source>
        <translation>应有列出字段名的表头行（ReFrame ≥ 4.0 的 perflog：result|job_completion_time|...|num_tasks|...）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected %1 fields as in the header, found %2</source>
        <translation>应与表头一样有 %1 个字段，实为 %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>expected a num_tasks field for N in the header</source>
        <translation>表头中应有用作 N 的 num_tasks 字段</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>performance variable &apos;%1&apos; skipped: its unit &apos;%2&apos; is not a time</source>
        <translation>已跳过性能变量 &apos;%1&apos;：其单位 &apos;%2&apos; 不是时间</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>expected the task fields of the earlier lines of %1</source>
        <translation>应有与 %1 之前各行相同的任务字段</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 empty or null performance value(s) skipped</source>
        <translation>已跳过 %1 个空或 null 的性能值</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 run(s) failed their performance check (kept: they were measured)</source>
        <translation>%1 次运行未通过性能检查（已保留：它们已被测量）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected a performance variable with a time unit (s, ms, us, ns), found none</source>
        <translation>应有带时间单位（s、ms、us、ns）的性能变量，实为没有</translation>
    </message>
    <message>
        <location filename="../../model/data/roofline_kernels.cpp" line="+14"/>
        <source>expected a kernel name, found an empty field</source>
        <translation>应为内核名称，实为空字段</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>operations</source>
        <translation>运算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>expected at least one kernel row after the header</source>
        <translation>表头之后应至少有一行内核数据</translation>
    </message>
    <message>
        <location filename="../../model/data/top500.cpp" line="-198"/>
        <source>expected a whole number for %1, found %2</source>
        <translation>%1 应为整数，实为 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected %1 to be at least %2, found %3</source>
        <translation>%1 应至少为 %2，实为 %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expected %1 to be at most %2, found %3</source>
        <translation>%1 应至多为 %2，实为 %3</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>expected a list edition written YYYY-MM (e.g. 2018-11), found %1</source>
        <translation>应为写作 YYYY-MM 的榜单期次（例如 2018-11），实为 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the number of cores N</source>
        <translation>核心数 N</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>expected list, vector or matrix, found %1</source>
        <translation>应为 list、vector 或 matrix，实为 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected Rmax ≤ Rpeak (efficiency at most 1), found Rmax %1 &gt; Rpeak %2</source>
        <translation>应满足 Rmax ≤ Rpeak（效率至多为 1），实为 Rmax %1 &gt; Rpeak %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the number of nodes (never more than the cores)</source>
        <translation>节点数（不超过核心数）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the accelerators per node</source>
        <translation>每节点加速器数</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Rmax and Rpeak must be positive numbers</source>
        <translation>Rmax 和 Rpeak 必须为正数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rmax exceeds Rpeak (efficiency above 1)</source>
        <translation>Rmax 超过 Rpeak（效率大于 1）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>no node count for %1 on the %2 list (column &apos;nodes&apos;)</source>
        <translation>%2 榜单上的 %1 没有节点数（列 &apos;nodes&apos;）</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>expected each system once per list, found &apos;%1&apos; on %2 again (first on line %3)</source>
        <translation>每个系统在每期榜单中应只出现一次，实为 &apos;%1&apos; 在 %2 中再次出现（首次在第 %3 行）</translation>
    </message>
    <message>
        <location filename="../../model/classroom/paper_answers.cpp" line="+54"/>
        <source>%1: expected a count of students</source>
        <translation>%1：应为学生人数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: expected a count of students after the &apos;*&apos;</source>
        <translation>%1：&apos;*&apos; 之后应为学生人数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1: more than %2 answers</source>
        <translation>%1：超过 %2 个答案</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: more than %2 answers after the &apos;*&apos;</source>
        <translation>%1：&apos;*&apos; 之后超过 %2 个答案</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>more than %1 answers in all</source>
        <translation>答案总数超过 %1 个</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>expected %1 counts, one per option, found %2</source>
        <translation>应有 %1 个人数（每个选项一个），实为 %2 个</translation>
    </message>
    <message>
        <location filename="../../app/cli/fit_command.cpp" line="-21"/>
        <source>expected a time in seconds (column time_s) to fit</source>
        <translation>需要以秒为单位的时间（time_s 列）才能拟合</translation>
    </message>
</context>
<context>
    <name>RooflineLabels</name>
    <message>
        <location filename="../../views/roofline/roofline_labels.cpp" line="+25"/>
        <source>CPU: 2× AMD EPYC 7742</source>
        <translation>CPU：2× AMD EPYC 7742</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>GPU: NVIDIA A100 80 GB PCIe</source>
        <translation>GPU：NVIDIA A100 80 GB PCIe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom machine (typed)</source>
        <translation>自定义机器（输入值）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured roofs</source>
        <translation>实测屋顶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeline model</source>
        <translation>时间线模型</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>UPMEM system, %1 DPUs</source>
        <translation>UPMEM 系统，%1 个 DPU</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline model, %1 units</source>
        <translation>时间线模型，%1 个单元</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured: %1 (%2)</source>
        <translation>实测：%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Network: %1 (α–β fit)</source>
        <translation>网络：%1（α–β 拟合）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measured by %1 on %2 (%3).</source>
        <translation>由 %1 在 %2 上测得（%3）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file states %1 for it: measured %2 % of that.</source>
        <translation>文件给出的标称值为 %1：实测为其 %2 %。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>DPU pipeline</source>
        <translation>DPU 流水线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emulated multiply</source>
        <translation>软件模拟乘法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MRAM↔WRAM</source>
        <translation>MRAM↔WRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU→DPU link</source>
        <translation>CPU→DPU 链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DPU→CPU link</source>
        <translation>DPU→CPU 链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+134"/>
        <source>Host averaging</source>
        <translation>主机求平均</translation>
    </message>
    <message>
        <location line="-133"/>
        <location line="+2"/>
        <source>FP32 peak</source>
        <translation>FP32 峰值</translation>
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
        <translation>PCIe 主机链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP64 peak</source>
        <translation>FP64 峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP16 tensor peak</source>
        <translation>FP16 张量峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT8 tensor peak</source>
        <translation>INT8 张量峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed peak</source>
        <translation>输入的峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed memory</source>
        <translation>输入的内存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Typed link</source>
        <translation>输入的链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N units&apos; peak</source>
        <translation>N 个单元的峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Host↔device links</source>
        <translation>主机↔设备链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network (timeline)</source>
        <translation>网络（时间线）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N DPUs × clock × one 32-bit instruction per cycle, with 11 tasklets or more (PrIM, Gómez-Luna et al. 2022); fewer tasklets fill t/11 of the slots.</source>
        <translation>N 个 DPU × 时钟频率 × 每周期一条 32 位指令，需 11 个或更多 tasklet（PrIM，Gómez-Luna 等，2022）；tasklet 较少时只填满 t/11 的流水线槽位。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The DPU pipeline over the cycles of one software-emulated 32×32 multiply (fitted, PIM calibration): a ceiling for a kernel of multiplies only, not a roof.</source>
        <translation>DPU 流水线除以一次软件模拟 32×32 乘法的周期数（拟合值，来自 PIM 校准）：只对全是乘法的内核成立的上限，不是屋顶。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N DPUs × clock / β: the DMA bandwidth of large MRAM↔WRAM transfers (β = cycles per byte, PrIM). Smaller transfers pay the latency α each and stay below it.</source>
        <translation>N 个 DPU × 时钟频率 / β：大块 MRAM↔WRAM 传输的 DMA 带宽（β = 每字节周期数，PrIM）。较小的传输每次都要付出延迟 α，达不到该带宽。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Per-rank bandwidth of the PrIM measurements × (N/64)^γ. γ is an assumption (PIM parameters): at γ = 0 the link does not grow with N at all.</source>
        <translation>PrIM 实测的每 rank 带宽 × (N/64)^γ。γ 是假设值（PIM 参数）：γ = 0 时链路带宽完全不随 N 增长。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>4 bytes × the host&apos;s averaging throughput, a fitted PIM parameter (the host CPU reads the DPUs&apos; models or gradients from its memory).</source>
        <translation>4 字节 × 主机求平均的吞吐量，一个拟合的 PIM 参数（主机 CPU 从自身内存读取各 DPU 的模型或梯度）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>2 × 64 cores × 2.25 GHz × 32 FP32 flop per cycle (AMD specification); the PIM parameter CPU peak.</source>
        <translation>2 × 64 核 × 2.25 GHz × 每周期 32 次 FP32 浮点运算（AMD 规格）；即 PIM 参数 CPU 峰值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sustained memory bandwidth, about 65 % of the 409.6 GB/s specification (assumption); the PIM parameter.</source>
        <translation>持续内存带宽，约为规格值 409.6 GB/s 的 65 %（假设值）；即该 PIM 参数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A100 FP32 without tensor cores (NVIDIA datasheet); the PIM parameter GPU peak.</source>
        <translation>A100 不使用张量核心时的 FP32 性能（NVIDIA 数据手册）；即 PIM 参数 GPU 峰值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sustained HBM2e bandwidth, about 88 % of the 1,935 GB/s of the datasheet (assumption); the PIM parameter.</source>
        <translation>持续 HBM2e 带宽，约为数据手册中 1,935 GB/s 的 88 %（假设值）；即该 PIM 参数。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PCIe 4.0 x16 sustained with pinned memory (assumption; 31.5 GB/s per direction by specification): the link the streamed training set crosses every epoch.</source>
        <translation>使用锁页内存时 PCIe 4.0 x16 的持续带宽（假设值；规格为每方向 31.5 GB/s）：流式传输的训练集每个 epoch 都要经过这条链路。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Half the FP32 peak: a 256-bit FMA unit holds 4 doubles where it holds 8 floats, 16 FP64 flop per cycle (AMD specification). Another precision than the model&apos;s FP32 training: drawn for comparison, dots are judged against FP32.</source>
        <translation>FP32 峰值的一半：256 位 FMA 单元可容纳 8 个单精度数或 4 个双精度数，每周期 16 次 FP64 浮点运算（AMD 规格）。与模型的 FP32 训练精度不同：仅供比较，点按 FP32 判定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A100 FP64 without tensor cores, 9.7 of the datasheet&apos;s 19.5 TFLOP/s FP32 (on tensor cores FP64 reaches 19.5). Another precision than the model&apos;s: for comparison.</source>
        <translation>A100 不使用张量核心的 FP64：数据手册 FP32 为 19.5 TFLOP/s，FP64 为 9.7（在张量核心上 FP64 可达 19.5）。与模型精度不同：仅供比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A100 FP16 on tensor cores, dense, 312 TFLOP/s, 16× its FP32 (NVIDIA datasheet; 624 with structured sparsity). Another precision than the model&apos;s: for comparison.</source>
        <translation>A100 张量核心上的 FP16（稠密）：312 TFLOP/s，为其 FP32 的 16 倍（NVIDIA 数据手册；结构化稀疏时为 624）。与模型精度不同：仅供比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A100 INT8 on tensor cores, dense, 624 TOPS, 32× its FP32 (NVIDIA datasheet; 1,248 with structured sparsity). Another precision than the model&apos;s: for comparison.</source>
        <translation>A100 张量核心上的 INT8（稠密）：624 TOPS，为其 FP32 的 32 倍（NVIDIA 数据手册；结构化稀疏时为 1,248）。与模型精度不同：仅供比较。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The custom machine&apos;s peak as you typed it (Parameters ▸ Roofline: custom machine); also the peak of a measured machine whose file has bandwidths only.</source>
        <translation>您输入的自定义机器峰值（参数 ▸ Roofline：自定义机器）；若测量文件只含带宽，也作为该实测机器的峰值。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The custom machine&apos;s memory bandwidth as you typed it (Parameters ▸ Roofline: custom machine).</source>
        <translation>您输入的自定义机器内存带宽（参数 ▸ Roofline：自定义机器）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bandwidth B of the α–β fit T(m) = L + m/B of a loaded point-to-point latency table (OSU osu_latency, IMB PingPong): one link between nodes. Its intensity counts operations per byte a step sends over it.</source>
        <translation>已加载的点对点延迟表（OSU osu_latency、IMB PingPong）的 α–β 拟合 T(m) = L + m/B 中的带宽 B：节点之间的一条链路。其强度按每步经其发送的每字节操作数计算。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The custom machine&apos;s link as you typed it: its intensity counts operations per byte that crosses the link.</source>
        <translation>您输入的自定义机器链路：其强度按穿过该链路的每字节操作数计算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N × the unit peak P₁ (default: Piz Daint&apos;s Rpeak per TOP500 core, 2018-11) × the precision&apos;s speed-up r, divided by g when the accelerator is off. The step&apos;s compute part runs at this roof by construction (its operations are read as P₁ · T_compute / g): a consistency check, not a prediction.</source>
        <translation>N × 单元峰值 P₁（默认：Piz Daint 每个 TOP500 核心的 Rpeak，2018-11）× 数值格式的加速比 r；关闭加速器时再除以 g。该步的计算部分按构造正好运行在这条屋顶上（其运算量按 P₁ · T_compute / g 计）：这是一致性检验，不是预测。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>N × the host↔device link bandwidth (timeline parameter, an assumption): every device copies over its own link. Its intensity counts the step&apos;s operations per byte all devices copy.</source>
        <translation>N × 主机↔设备链路带宽（时间线参数，属假设）：每个设备通过自己的链路复制。其强度按该步的运算量除以所有设备复制的字节数计。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The network bandwidth B of the timeline (an assumption): one link of the communication&apos;s critical path. Its intensity counts the step&apos;s operations per byte on that path (tree 2⌈log₂N⌉·V, ring 2(N−1)/N·V, star 2N·V).</source>
        <translation>时间线的网络带宽 B（属假设）：通信关键路径上的一条链路。其强度按该步的运算量除以该路径上的字节数计（树 2⌈log₂N⌉·V，环 2(N−1)/N·V，星形 2N·V）。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>specification</source>
        <translation>规格</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>assumed</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>fitted</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>typed</source>
        <translation>输入值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>DPUs: compute and MRAM↔WRAM</source>
        <translation>DPU：计算与 MRAM↔WRAM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU→DPU transfers</source>
        <translation>CPU→DPU 传输</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DPU→CPU transfers</source>
        <translation>DPU→CPU 传输</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>CPU hardware bound</source>
        <translation>CPU 硬件极限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CPU, same algorithm</source>
        <translation>CPU，相同算法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GPU hardware bound</source>
        <translation>GPU 硬件极限</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: host↔device copy</source>
        <translation>步：主机↔设备复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step: communication</source>
        <translation>步：通信</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the DPUs (compute and MRAM↔WRAM)</source>
        <translation>DPU（计算与 MRAM↔WRAM）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the CPU→DPU link</source>
        <translation>CPU→DPU 链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the DPU→CPU link</source>
        <translation>DPU→CPU 链路</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the host&apos;s averaging</source>
        <translation>主机求平均</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the serial part</source>
        <translation>串行部分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the host↔device copy</source>
        <translation>主机↔设备复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the synchronisation</source>
        <translation>同步</translation>
    </message>
</context>
<context>
    <name>Series</name>
    <message>
        <location filename="../../model/measured/measured_series.cpp" line="-217"/>
        <source>TOP500 systems</source>
        <translation>TOP500 系统</translation>
    </message>
</context>
<context>
    <name>SurfaceContent</name>
    <message>
        <location filename="../../views/surface/surface_content.cpp" line="+31"/>
        <source>vector peak</source>
        <translation>向量峰值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>matrix peak</source>
        <translation>矩阵峰值</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rpeak here is the published FP64 peak of its vector units, not the list&apos;s: 1−α_eff depends on which peak it is read against.</source>
        <translation>此处的 Rpeak 是其向量单元公布的 FP64 峰值，而非榜单的峰值：1−α_eff 取决于以哪个峰值计算。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rpeak here is the published FP64 peak of its matrix units, not the list&apos;s: 1−α_eff depends on which peak it is read against.</source>
        <translation>此处的 Rpeak 是其矩阵单元公布的 FP64 峰值，而非榜单的峰值：1−α_eff 取决于以哪个峰值计算。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TOP500 list %1</source>
        <translation>TOP500 榜单 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured (%1)</source>
        <translation>实测（%1）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>no accelerator</source>
        <translation>无加速器</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N = %1 cores</source>
        <translation>N = %1 个核心</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>S = T̂(1)/T(N) = %1 (mean times), T̂(1) = %2 s from the series&apos; Amdahl fit: a fit, not a run</source>
        <translation>S = T̂(1)/T(N) = %1（平均时间），T̂(1) = %2 s 来自该序列的 Amdahl 拟合：是拟合值，不是实测运行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>S = T(1)/T(N) = %1 (mean times)</source>
        <translation>S = T(1)/T(N) = %1（平均时间）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Drawn at the edge of the surface, at 1−α = %1: the surface shows 1−α from %2 to %3, and this measurement lies beyond.</source>
        <translation>绘制在曲面边缘 1−α = %1 处：曲面显示的 1−α 范围为 %2 到 %3，而该测量值超出此范围。</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Timeline model · %1 · %2</source>
        <translation>时间线模型 · %1 · %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>PIM, N = DPUs · 1−α_eff (strong scaling)</source>
        <translation>PIM，N = DPU 数 · 1−α_eff（强扩展）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM, N = DPUs · Gustafson-type share (weak scaling)</source>
        <translation>PIM，N = DPU 数 · Gustafson 型比例（弱扩展）</translation>
    </message>
</context>
<context>
    <name>SurfaceExport</name>
    <message>
        <location filename="../../views/surface/surface_export.cpp" line="+178"/>
        <source>the 3D frame could not be rendered at %1×%2 pixels</source>
        <translation>无法以 %1×%2 像素渲染三维画面</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>%1: unknown image format &apos;%2&apos; (use png, pdf or svg)</source>
        <translation>%1：未知的图像格式“%2”（请使用 png、pdf 或 svg）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: could not draw the figure</source>
        <translation>%1：无法绘制图形</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: could not write PNG</source>
        <translation>%1：无法写入 PNG</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+15"/>
        <source>ScaleScope efficiency surface</source>
        <translation>ScaleScope 效率曲面</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+5"/>
        <source>%1: could not write PDF</source>
        <translation>%1：无法写入 PDF</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+5"/>
        <source>%1: could not write SVG</source>
        <translation>%1：无法写入 SVG</translation>
    </message>
</context>
<context>
    <name>SurfaceScene</name>
    <message>
        <location line="-212"/>
        <location filename="../../views/surface/surface_scene.cpp" line="+369"/>
        <source>Efficiency E</source>
        <translation>并行效率 E</translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene.cpp" line="-8"/>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Serial fraction 1−α</source>
        <translation>串行比例 1−α</translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene_marker.cpp" line="+40"/>
        <source>N = %1 is beyond the N axis, which ends at %2</source>
        <translation>N = %1 超出 N 轴范围（该轴止于 %2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1−α = %1 is beyond the 1−α axis, which ends at %2</source>
        <translation>1−α = %1 超出 1−α 轴范围（该轴止于 %2）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Marker at the edge: %1</source>
        <translation>边缘处的标记：%1</translation>
    </message>
    <message>
        <location filename="../../views/surface/surface_scene.cpp" line="+68"/>
        <source>Amdahl&apos;s law: E = 1 / (1 + (1−α)(N − 1))</source>
        <translation>阿姆达尔定律：E = 1 / (1 + (1−α)(N − 1))</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <location filename="../../model/laws/law_parameters.cpp" line="-70"/>
        <source>units</source>
        <translation>单元</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>cells</source>
        <translation>网格单元</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+7"/>
        <source>year</source>
        <translation>年</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantities.cpp" line="-90"/>
        <source>rounds</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../model/lessons/quantity_data.cpp" line="-36"/>
        <source>cores</source>
        <translation>核</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../../model/pim/pim_parameters.cpp" line="-230"/>
        <location line="+8"/>
        <location line="+9"/>
        <source>samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <location line="+27"/>
        <location line="+9"/>
        <location line="+8"/>
        <location line="+10"/>
        <source>cycles</source>
        <translation>周期</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>cycles/B</source>
        <translation>周期/B</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>elements/s</source>
        <translation>元素/秒</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>passes</source>
        <translation>遍</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location filename="../../model/scaling/scaling_parameters.cpp" line="-62"/>
        <source>N values</source>
        <translation>个 N 值</translation>
    </message>
    <message>
        <location filename="../../model/timeline/timeline_parameters.cpp" line="-8"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
</context>
<context>
    <name>VtkHost</name>
    <message>
        <location filename="../../views/surface/vtk_host_kind.cpp" line="+25"/>
        <source>native window</source>
        <translation>原生窗口</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>offscreen image</source>
        <translation>离屏图像</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>3D view host: %1 (%2=%3 chooses another)</source>
        <translation>三维视图宿主：%1（%2=%3 可选择其他方式）</translation>
    </message>
</context>
<context>
    <name>scalescope::app::Autosave</name>
    <message>
        <location filename="../../app/document/autosave.cpp" line="+66"/>
        <source>Recovered work (%1)</source>
        <translation>恢复的工作（%1）</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClassActions</name>
    <message>
        <location filename="../../app/classroom/class_actions.cpp" line="+33"/>
        <source>Class</source>
        <translation>课堂</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Start &amp;class session…</source>
        <translation>开始课堂会话(&amp;C)……</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Students answer the lesson&apos;s questions from their phones</source>
        <translation>学生用手机回答课程中的问题</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;End class session</source>
        <translation>结束课堂会话(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export class a&amp;nswers (CSV)…</source>
        <translation>导出课堂答案 (CSV)(&amp;N)……</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export class &amp;summary (PDF)…</source>
        <translation>导出课堂摘要 (PDF)(&amp;S)……</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>--class-session: &quot;%1&quot; is not ADDRESS:PORT</source>
        <translation>--class-session：“%1”不是 地址:端口</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>--class-session: &quot;%1&quot; is not a port (0–65535)</source>
        <translation>--class-session：“%1”不是端口 (0–65535)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>--class-session: &quot;%1&quot; is not an IP address</source>
        <translation>--class-session：“%1”不是 IP 地址</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Paper answers</source>
        <translation>纸质答案</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many chose each option, in this order, separated by spaces:
%1</source>
        <translation>按此顺序填写选择每个选项的人数，用空格分隔：
%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One answer per sheet, separated by spaces or line ends; 20*3 is three sheets that say 20.</source>
        <translation>每张答题纸一个答案，用空格或换行分隔；20*3 表示三张写着 20 的答题纸。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Start class session</source>
        <translation>开始课堂会话</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The network the students&apos; phones are on; 127.0.0.1 only reaches this computer</source>
        <translation>学生手机所在的网络；127.0.0.1 只能访问本机</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>any free port</source>
        <translation>任意空闲端口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offline: answers from paper forms, no network</source>
        <translation>离线：使用纸质答题纸，不用网络</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing listens; you type the answers students wrote on paper with Paper… on the Class dock</source>
        <translation>不监听任何端口；用课堂面板上的“纸质…”输入学生写在纸上的答案</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Class session</source>
        <translation>课堂会话</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export class answers</source>
        <translation>导出课堂答案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Export class summary</source>
        <translation>导出课堂摘要</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClassServer</name>
    <message>
        <location filename="../../app/classroom/class_server.cpp" line="-142"/>
        <source>Cannot listen on %1 port %2: %3</source>
        <translation>无法在 %1 的端口 %2 上监听：%3</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClassSession</name>
    <message>
        <location filename="../../app/classroom/class_session.cpp" line="+75"/>
        <source>This step asks no question.</source>
        <translation>这一步没有提问。</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 (the room&apos;s choice)</source>
        <translation>%1（全班的选择）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the room&apos;s median)</source>
        <translation>%1（全班的中位数）</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+89"/>
        <location line="+7"/>
        <source>No class session is running.</source>
        <translation>没有正在进行的课堂会话。</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ClusterScriptDialog</name>
    <message>
        <location filename="../../app/measure/cluster_script_dialog.cpp" line="+24"/>
        <source>Cluster sweep script</source>
        <translation>集群扫描脚本</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Node counts, separated by commas: one Slurm job (sbatch --nodes=n) per count</source>
        <translation>节点数，以逗号分隔：每个节点数对应一个 Slurm 作业（sbatch --nodes=n）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>MPI ranks on every node (sbatch --ntasks-per-node), separated by commas; with several values N counts ranks, so a one-node cluster still gives several N</source>
        <translation>每个节点上的 MPI 进程数（sbatch --ntasks-per-node），以逗号分隔；给出多个值时 N 计数的是进程，因此单节点集群也能得到多个 N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>auto (pmix, else pmi2, as srun offers)</source>
        <translation>auto（pmix，否则 pmi2，视 srun 支持而定）</translation>
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
        <translation>none（使用 Slurm PMI 构建的 MPI）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>srun --mpi: how srun starts MPI ranks. Slurm&apos;s default (MpiDefault) is often none, with which Open MPI aborts in MPI_Init; auto asks srun --mpi=list on the login node</source>
        <translation>srun --mpi：srun 启动 MPI 进程的方式。Slurm 的默认值（MpiDefault）通常为 none，此时 Open MPI 会在 MPI_Init 中中止；auto 会在登录节点上查询 srun --mpi=list</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs at every node count</source>
        <translation>每个节点数的运行次数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak scaling (work per rank fixed)</source>
        <translation>弱扩展（每进程工作量固定）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time limit of each node count&apos;s job (sbatch --time, HH:MM:SS)</source>
        <translation>每个节点数作业的时间限制（sbatch --time，HH:MM:SS）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cluster default</source>
        <translation>集群默认</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The probe on the cluster&apos;s nodes: a path, or a name found in PATH</source>
        <translation>集群节点上的探测程序：路径，或可在 PATH 中找到的名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Node counts</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranks per node</source>
        <translation>每节点进程数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per job</source>
        <translation>每作业时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Account</source>
        <translation>账户</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>srun --mpi</source>
        <translation>srun --mpi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Probe</source>
        <translation>探测程序</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Slurm is not needed here: the scripts run on the cluster&apos;s login node. Open or drop its results/ folder in ScaleScope afterwards.</source>
        <translation>此处无需 Slurm：脚本在集群的登录节点上运行。之后在 ScaleScope 中打开或拖入其 results/ 文件夹。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Save scripts…</source>
        <translation>保存脚本(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Folder for the scripts</source>
        <translation>脚本文件夹</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>What to measure</source>
        <translation>测量内容</translation>
    </message>
    <message>
        <location line="+50"/>
        <source># Node counts: expected whole numbers separated by commas</source>
        <translation># 节点数：应为以逗号分隔的整数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source># Ranks per node: expected whole numbers separated by commas</source>
        <translation># 每节点进程数：应为以逗号分隔的整数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Node counts: expected whole numbers from 1 to 4096 separated by commas</source>
        <translation>节点数：应为以逗号分隔的 1 到 4096 之间的整数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ranks per node: expected whole numbers from 1 to 4096 separated by commas</source>
        <translation>每节点进程数：应为以逗号分隔的 1 到 4096 之间的整数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Written to %1: run `bash submit.sh` there (Slurm) or `bash mpirun_sweep.sh` (mpirun with a hostfile)</source>
        <translation>已写入 %1：请在该处运行 `bash submit.sh`（Slurm）或 `bash mpirun_sweep.sh`（使用 hostfile 的 mpirun）</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ColumnRolesDialog</name>
    <message>
        <location filename="../../app/imports/column_roles_dialog.cpp" line="+26"/>
        <source>Which column is which?</source>
        <translation>各列分别是什么？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;b&gt;%1&lt;/b&gt;: no column is named as N (n, cores, nodes, ranks, …) or as a measured value (time_s, time_ms, speedup, efficiency, …). Say what each column holds; the choice is saved with the scenario.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：没有列被命名为 N（n、cores、nodes、ranks、…）或测量值（time_s、time_ms、speedup、efficiency、…）。请指明每列的内容；所作选择将随场景保存。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No column&apos;s values suggest N or a time: choose below.</source>
        <translation>没有哪一列的值像是 N 或时间：请在下方选择。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guessed from the values: %1. Check them.</source>
        <translation>根据数值推测：%1。请检查。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>read as</source>
        <translation>读作</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>as named</source>
        <translation>按名称</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What column &apos;%1&apos; holds</source>
        <translation>列“%1”的内容</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>line </source>
        <translation>行 </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;span style=&apos;color:#b00020&apos;&gt;Does not read yet: %1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b00020&apos;&gt;尚无法读取：%1&lt;/span&gt;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reads 1 run</source>
        <translation>读取 1 次运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reads %1 runs</source>
        <translation>读取 %1 次运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, N from %1 to %2, %3 with a time; </source>
        <translation>，N 从 %1 到 %2，其中 %3 次有时间；</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 series.</source>
        <translation>1 个数据系列。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 series.</source>
        <translation>%1 个数据系列。</translation>
    </message>
</context>
<context>
    <name>scalescope::app::Document</name>
    <message>
        <location filename="../../app/document/document.cpp" line="+158"/>
        <source>unknown parameter &apos;%1&apos;</source>
        <translation>未知参数“%1”</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Include %1 in the fit</source>
        <translation>将 %1 纳入拟合</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Exclude %1 from the fit</source>
        <translation>将 %1 排除在拟合之外</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 data files</source>
        <translation>%1 个数据文件</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+2"/>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: not a measurement file</source>
        <translation>%1：不是测量文件</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>no measurement set %1</source>
        <translation>无测量集 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no measured point %1 in set %2</source>
        <translation>测量集 %2 中无测量点 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Edit measured point (line %1)</source>
        <translation>编辑测量点（第 %1 行）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is hidden already</source>
        <translation>%1 已隐藏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is shown already</source>
        <translation>%1 已显示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hide series %1</source>
        <translation>隐藏数据系列 %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show series %1</source>
        <translation>显示数据系列 %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is not a loaded data file</source>
        <translation>%1 不是已加载的数据文件</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+2"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ExportDialog</name>
    <message>
        <location filename="../../app/window/export_dialog.cpp" line="+28"/>
        <source>CSV (the numbers)</source>
        <translation>CSV（数值）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Title and notes in the figure</source>
        <translation>图中包含标题和注释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>White background (print)</source>
        <translation>白色背景（打印）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep the on-screen zoom of the plots</source>
        <translation>保留图表在屏幕上的缩放</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export figures</source>
        <translation>导出图</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All figures (%1)</source>
        <translation>所有图（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current view: %1 (%2)</source>
        <translation>当前视图：%1（%2）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The tick labels&apos; size on the page; titles, legends and notes keep their proportion to it and are never smaller than 7 pt</source>
        <translation>页面上刻度标签的大小；标题、图例和注释与之保持比例，且不小于 7 pt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG resolution: pixels per inch of the page (300 dpi for print). PDF and SVG are vector.</source>
        <translation>PNG 分辨率：页面每英寸的像素数（打印用 300 dpi）。PDF 和 SVG 为矢量格式。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Off for a paper: the caption under the figure says what the title and notes would</source>
        <translation>用于论文时关闭：由图下方的图注说明标题和注释的内容</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The figure&apos;s size on the page; PNG pixels are this times the dpi</source>
        <translation>图在页面上的尺寸；PNG 像素数为该尺寸乘以 dpi</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PNG resolution</source>
        <translation>PNG 分辨率</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Off: every plot shows its data&apos;s full extent</source>
        <translation>关闭：每个图显示其数据的完整范围</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export folder</source>
        <translation>导出文件夹</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Figures</source>
        <translation>图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Formats</source>
        <translation>格式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size for</source>
        <translation>尺寸适用于</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
</context>
<context>
    <name>scalescope::app::FileActions</name>
    <message>
        <location filename="../../app/window/file_actions.cpp" line="+23"/>
        <source>ScaleScope scenarios (*.scalescope);;All files (*)</source>
        <translation>ScaleScope 场景 (*.scalescope);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;New scenario</source>
        <translation>新建场景(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open scenario…</source>
        <translation>打开场景(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open scenario</source>
        <translation>打开场景</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;preset</source>
        <translation>打开预设(&amp;P)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>PIM runs of Rhyner et al. (PACT 2024)</source>
        <translation>Rhyner 等（PACT 2024）的 PIM 运行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ScaleScope</source>
        <translation>ScaleScope</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The scenario has unsaved changes. Save them first?</source>
        <translation>场景有未保存的更改。是否先保存？</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>

The current scenario is unchanged.</source>
        <translation>

当前场景保持不变。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save scenario</source>
        <translation>保存场景</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (preset, read-only)</source>
        <translation>%1（预设，只读）</translation>
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
        <translation>导入实测数据</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Choose the series to import. Hover a file for where it came from; strong or weak scaling can be set where the file does not say.</source>
        <translation>选择要导入的数据系列。将鼠标悬停在文件上可查看其来源；文件未注明时可设置强扩展或弱扩展。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>File / series</source>
        <translation>文件 / 数据系列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>运行次数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scaling</source>
        <translation>扩展方式</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Selected file</source>
        <translation>选定文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parameter of the file that is N (processes, threads, nodes, ...); the other parameters are held at one value</source>
        <translation>文件中作为 N 的参数（进程、线程、节点、...）；其他参数固定为某一个值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N is</source>
        <translation>N 为</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+162"/>
        <source>required</source>
        <translation>必填</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>OSU output does not say how many processes ran; name the file …_np16.txt or give the count here</source>
        <translation>OSU 输出未说明运行了多少个进程；请将文件命名为 …_np16.txt，或在此处给出进程数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Processes</source>
        <translation>进程数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>ScaleScope CSV</source>
        <translation>ScaleScope CSV</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>not readable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>latency table</source>
        <translation>延迟表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latency against message size: fitted by T(m) = L + m/B (Data ▸ Network latency and bandwidth)</source>
        <translation>延迟随消息大小的变化：以 T(m) = L + m/B 拟合（数据 ▸ 网络延迟与带宽）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not stated (strong)</source>
        <translation>未注明（强扩展）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 (the file)</source>
        <translation>%1（文件）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>强扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>弱扩展</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strong scaling: a fixed problem, the ideal time falls as 1/N. Weak: the work grows with N, the ideal time is flat.</source>
        <translation>强扩展：问题规模固定，理想时间按 1/N 下降。弱扩展：工作量随 N 增长，理想时间保持不变。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>choose N…</source>
        <translation>选择 N…</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>in the file</source>
        <translation>文件中</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>varies with N</source>
        <translation>随 N 变化</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The value %1 is held at; runs at other values are left out</source>
        <translation>%1 固定取的值；其他取值的运行将被略去</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 held at</source>
        <translation>%1 固定为</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 … %2%3 (%4 values)</source>
        <translation>%1 … %2%3（%4 个值）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>N = %1 as %2</source>
        <translation>N = %1 作为 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>%n series to import</source>
        <translation>
            <numerusform>要导入 %n 个数据系列</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>give the process count of %1</source>
        <translation>请给出 %1 的进程数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>choose which parameter is N in %1</source>
        <translation>请选择 %1 中哪个参数是 N</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LanguageMenu</name>
    <message>
        <location filename="../../app/window/language_menu.cpp" line="+18"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ScaleScope speaks %1 from its next start. Saved scenarios and data files stay as they are.</source>
        <translation>ScaleScope 将在下次启动时使用%1。已保存的场景和数据文件保持不变。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system&apos;s language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restart now</source>
        <translation>立即重新启动(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LectureDialog</name>
    <message>
        <location filename="../../app/lessons/lecture_dialog.cpp" line="+26"/>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;down</source>
        <translation>下移(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start in &amp;presenter mode</source>
        <translation>以演示模式开始(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a lecture</source>
        <translation>开始讲座</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2 steps)</source>
        <translation>%1（%2 步）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Start lecture</source>
        <translation>开始讲座(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save as &amp;file…</source>
        <translation>另存为文件(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep these lessons in this order as a lecture file (NAME.lecture.json), to open with File ▸ Open lesson… or --lesson</source>
        <translation>按此顺序把这些课程保存为讲座文件（NAME.lecture.json），可用“文件 ▸ 打开课程…”或 --lesson 打开</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+5"/>
        <source>Save lecture</source>
        <translation>保存讲座</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Lectures (*.lecture.json)</source>
        <translation>讲座 (*.lecture.json)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The lecture could not be saved.

%1</source>
        <translation>无法保存该讲座。

%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Tick the lessons of the lecture and put them in order (drag a row, or Move up / Move down). The summary of each lesson leads to the next.</source>
        <translation>勾选讲座的课程并排好顺序（拖动一行，或用上移/下移）。每节课的总结会引向下一节。</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonActions</name>
    <message>
        <location filename="../../app/lessons/lesson_actions.cpp" line="+55"/>
        <location line="+192"/>
        <location line="+7"/>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <location line="-160"/>
        <source>Lesson finished: %1 — Lessons ▸ Export answers writes them as CSV.</source>
        <translation>课程已完成：%1 — 课程 ▸ 导出答案 可将答案写为 CSV。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Open &amp;lesson…</source>
        <translation>打开课程(&amp;L)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+45"/>
        <source>Export lesson (&amp;handout PDF)…</source>
        <translation>导出课程（讲义 PDF）(&amp;H)…</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>&amp;Presenter mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Open a lesson file (NAME.lesson.json) or a lecture (NAME.lecture.json) and start it</source>
        <translation>打开课程文件（NAME.lesson.json）或讲座（NAME.lecture.json）并开始</translation>
    </message>
    <message>
        <location line="-25"/>
        <location line="+148"/>
        <source>Lesson file: %1</source>
        <translation>课程文件：%1</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Full screen for a projector: large text and lines, the lesson pane; Space/→ next, ← back, B blank, L red pointer, Z zoom, Esc leaves</source>
        <translation>投影仪全屏：大字和粗线，课程窗格；空格/→ 下一步，← 上一步，B 黑屏，L 红色指示点，Z 放大，Esc 退出</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Start a lesson</source>
        <translation>开始课程(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a &amp;lecture…</source>
        <translation>开始讲座(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speaker &amp;notes</source>
        <translation>演讲者备注(&amp;N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A window for the teacher only: the step&apos;s notes and the model&apos;s answer before the class has answered; on a second screen in presenter mode</source>
        <translation>仅供教师使用的窗口：在全班作答之前显示本步骤的备注和模型的答案；演示模式下显示在第二个屏幕上</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Open lesson file…</source>
        <translation>打开课程文件(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restart this lesson</source>
        <translation>重新开始本课程(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>S&amp;top the lesson</source>
        <translation>停止课程(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save scenario as a new &amp;step…</source>
        <translation>将场景另存为新步骤(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons &amp;folder…</source>
        <translation>课程文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Export &amp;answers (CSV)…</source>
        <translation>导出答案（CSV）(&amp;A)…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (%2 steps)</source>
        <translation>%1（%2 步）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Lecture</source>
        <translation>讲座</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a lecture needs at least one lesson</source>
        <translation>讲座至少需要一节课</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>You stopped “%1” at step %2. Continue there?
(No starts from the first step.)</source>
        <translation>你在第 %2 步停止了“%1”。是否从那里继续？
（选“否”则从第一步开始。）</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+21"/>
        <source>Open lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The lesson could not be read; nothing changed.

%1</source>
        <translation>无法读取该课程；未作任何更改。

%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open lecture</source>
        <translation>打开讲座</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lecture could not be read; nothing changed.

%1</source>
        <translation>无法读取该讲座；未做任何更改。

%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lessons and lectures (*.lesson.json *.lecture.json);;JSON files (*.json);;All files (*)</source>
        <translation>课程和讲座 (*.lesson.json *.lecture.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+6"/>
        <location line="+3"/>
        <location line="+19"/>
        <source>Export lesson</source>
        <translation>导出课程</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Lesson:</source>
        <translation>课程：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pages:</source>
        <translation>页面：</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>These lesson files could not be used:

%1</source>
        <translation>以下课程文件无法使用：

%1</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>A4 handout (portrait)</source>
        <translation>A4 讲义（纵向）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slides (16:9)</source>
        <translation>幻灯片（16:9）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Writing the handout…</source>
        <translation>正在写入讲义…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Handout written to %1%2</source>
        <translation>讲义已写入 %1%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Save scenario as a new step</source>
        <translation>将场景另存为新步骤</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Title of the new step:</source>
        <translation>新步骤的标题：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>My step</source>
        <translation>我的步骤</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A new lesson in the lessons folder (lower-case letters, digits, - and _):</source>
        <translation>课程文件夹中的新课程（小写字母、数字、- 和 _）：</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+12"/>
        <location line="+6"/>
        <source>Save step</source>
        <translation>保存步骤</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>&apos;%1&apos; is not a lesson name.</source>
        <translation>“%1”不是有效的课程名称。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Step %1 added to %2</source>
        <translation>已将第 %1 步添加到 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+7"/>
        <source>Lessons folder</source>
        <translation>课程文件夹</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Export answers</source>
        <translation>导出答案</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your name or student id (written on every row):</source>
        <translation>你的姓名或学号（写入每一行）：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Answers written to %1</source>
        <translation>答案已写入 %1</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonController</name>
    <message>
        <location filename="../../app/lessons/lesson_controller.cpp" line="+96"/>
        <source>The model cannot answer this question here: %1</source>
        <translation>模型在此无法回答该问题：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You chose “%1”; the model says “%2”.</source>
        <translation>你选择了“%1”；模型给出的是“%2”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your answer: %1 — the model: %2 (accepted: %3).</source>
        <translation>你的答案：%1 — 模型：%2（可接受：%3）。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not answered.</source>
        <translation>未作答。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your answer: %1 %2 The model: %3</source>
        <translation>你的答案：%1 %2 模型：%3</translation>
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
        <translation>本课程没有提问。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 questions answered, %3 within the model&apos;s tolerance.</source>
        <translation>已回答 %2 个问题中的 %1 个，其中 %3 个在模型容差范围内。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lessons ▸ Export answers writes the answers as CSV. Next closes the lesson.</source>
        <translation>课程 ▸ 导出答案 可将答案写为 CSV。“下一步”将关闭课程。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lessons ▸ Export answers writes the answers as CSV. Next starts the lecture&apos;s next lesson: “%1”.</source>
        <translation>课程 ▸ 导出答案会将答案写为 CSV。“下一步”开始讲座的下一节课：“%1”。</translation>
    </message>
</context>
<context>
    <name>scalescope::app::LessonRunner</name>
    <message>
        <location filename="../../app/lessons/lesson_runner.cpp" line="+148"/>
        <source>Lesson step %1: %2</source>
        <translation>课程第 %1 步：%2</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Lesson step %1: the model&apos;s answer</source>
        <translation>课程第 %1 步：模型的答案</translation>
    </message>
</context>
<context>
    <name>scalescope::app::MainWindow</name>
    <message>
        <location filename="../../app/window/main_window.cpp" line="+56"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Undo history</source>
        <translation>撤销历史</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+393"/>
        <source>&lt;default scenario&gt;</source>
        <translation>&lt;默认场景&gt;</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>Measured data</source>
        <translation>实测数据</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Move a slider: the views answer at once.</source>
        <translation>拖动滑块：各视图会立即响应。</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import &amp;data…</source>
        <translation>导入数据(&amp;D)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import measured data</source>
        <translation>导入实测数据</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measurement files (%1);;All files (*)</source>
        <translation>测量文件 (%1);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Load measured data: %1</source>
        <translation>加载实测数据：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import &amp;folder…</source>
        <translation>导入文件夹(&amp;F)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import every measurement file of a folder (a results folder, a sweep)</source>
        <translation>导入文件夹中的所有测量文件（结果文件夹、一次扫描）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Every recognised file of a folder; one run per file of one sweep (amdahl_np{N}.json, a cluster sweep&apos;s results) is one series</source>
        <translation>文件夹中每个可识别的文件；同一次扫描中每个文件一次运行的（amdahl_np{N}.json、集群扫描的结果）合为一个数据系列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Export data…</source>
        <translation>导出数据(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Export data</source>
        <translation>导出数据</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write measured series as Extra-P JSON Lines</source>
        <translation>将实测数据系列写为 Extra-P JSON Lines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export figures…</source>
        <translation>导出图(&amp;E)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the figures of the current view or of all views as PNG, PDF, SVG and the numbers as CSV</source>
        <translation>将当前视图或所有视图的图写为 PNG、PDF、SVG，并将数值写为 CSV</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy surface image</source>
        <translation>复制曲面图像(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surface image copied to the clipboard</source>
        <translation>曲面图像已复制到剪贴板</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find parameter…</source>
        <translation>查找参数(&amp;F)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset all parameters to defaults</source>
        <translation>将所有参数重置为默认值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset to defaults</source>
        <translation>重置为默认值</translation>
    </message>
    <message>
        <location filename="../../app/cli/startup.cpp" line="-52"/>
        <location filename="../../app/window/main_window.cpp" line="+3"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window.cpp" line="+4"/>
        <source>%1 only</source>
        <translation>仅 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All views</source>
        <translation>所有视图</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Data</source>
        <translation>数据(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Measure this machine…</source>
        <translation>测量本机(&amp;M)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Runs scalescope-probe here (threads or MPI) and adds the results</source>
        <translation>在本机运行 scalescope-probe（线程或 MPI）并添加结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measure this machine&apos;s &amp;roofs</source>
        <translation>测量本机屋顶(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs scalescope-probe roofs here (a few seconds): this machine&apos;s FP64 peak and L1 and DRAM bandwidth, drawn as a machine of the Roofline view</source>
        <translation>在本机运行 scalescope-probe roofs（几秒钟）：本机的 FP64 峰值以及 L1 和 DRAM 带宽，作为屋顶线视图中的一台机器绘制</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cluster sweep script…</source>
        <translation>集群扫描脚本(&amp;C)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Fit a law to the selected series…</source>
        <translation>对选定数据系列拟合定律(&amp;F)…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Measured data &amp;table</source>
        <translation>实测数据表(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Series: show, hide, remove…</source>
        <translation>数据系列(&amp;S)：显示、隐藏、移除…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every loaded series with a check box; your own files can be removed</source>
        <translation>每个已加载的数据系列都带复选框；你自己的文件可以移除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Network latency and bandwidth (α–β fit)…</source>
        <translation>网络延迟与带宽（α–β 拟合）(&amp;N)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PIM model &amp;calibration…</source>
        <translation>PIM 模型校准(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About ScaleScope</source>
        <translation>关于 ScaleScope(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>About ScaleScope</source>
        <translation>关于 ScaleScope</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;ScaleScope %1&lt;/b&gt;&lt;p&gt;A desktop lab for the limits of parallel scaling: Amdahl, Gustafson, the USL, Végh&apos;s effective parallelism and processing-in-memory training.&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;b&gt;ScaleScope %1&lt;/b&gt;&lt;p&gt;探索并行扩展极限的桌面实验室：Amdahl、Gustafson、USL、Végh 的有效并行度以及存内计算（PIM）训练。&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Writing %1…</source>
        <translation>正在写入 %1…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Figures written to %1</source>
        <translation>图已写入 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Export figures…</source>
        <translation>导出图…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset zoom (R)</source>
        <translation>重置缩放 (R)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&lt;preset %1&gt;</source>
        <translation>&lt;预设 %1&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;opened %1&gt;</source>
        <translation>&lt;已打开 %1&gt;</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_imports.cpp" line="+40"/>
        <source>Reading data files…</source>
        <translation>正在读取数据文件…</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../app/window/main_window_roofs.cpp" line="+47"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Reading %1: file %2 of %3</source>
        <translation>正在读取 %1：第 %2 个文件，共 %3 个</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Import cancelled; nothing was imported.</source>
        <translation>导入已取消；未导入任何内容。</translation>
    </message>
    <message>
        <location line="+53"/>
        <location line="+12"/>
        <source>Import data</source>
        <translation>导入数据</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Not imported (the other files were):

%1</source>
        <translation>未导入（其他文件已导入）：

%1</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>%n file(s) imported; these could not be loaded:

%1</source>
        <translation>
            <numerusform>已导入 %n 个文件；以下文件无法加载：

%1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The data file could not be loaded; nothing was imported.

%1</source>
        <translation>无法加载数据文件；未导入任何内容。

%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Imported %n file(s); see the Scaling view and Data ▸ Measured data table.</source>
        <translation>
            <numerusform>已导入 %n 个文件；请查看扩展视图和 数据 ▸ 实测数据表。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Network latency and bandwidth</source>
        <translation>网络延迟与带宽</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No latency tables are loaded. Import OSU micro-benchmarks or Intel MPI Benchmarks output (or a CSV with n, bytes, time_s).</source>
        <translation>未加载延迟表。请导入 OSU micro-benchmarks 或 Intel MPI Benchmarks 的输出（或包含 n、bytes、time_s 列的 CSV）。</translation>
    </message>
    <message>
        <location filename="../../app/window/main_window_roofs.cpp" line="-10"/>
        <source>Measure this machine&apos;s roofs</source>
        <translation>测量本机屋顶</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot create the folder %1.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Measuring the FP64 peak and the L1 and DRAM bandwidth of this machine on 1, 2, 4, … threads…</source>
        <translation>正在以 1、2、4…… 个线程测量本机的 FP64 峰值以及 L1 和 DRAM 带宽……</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Measured %1 of %2 kernels and thread counts; about %3 s left</source>
        <translation>已测量 %1/%2 个内核与线程数组合；约剩 %3 秒</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Roofs measurement cancelled; nothing was kept.</source>
        <translation>屋顶测量已取消；未保留任何结果。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>scalescope-probe could not measure the roofs: %1</source>
        <translation>scalescope-probe 无法测量屋顶：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This machine&apos;s roofs: %1</source>
        <translation>本机屋顶：%1</translation>
    </message>
</context>
<context>
    <name>scalescope::app::MeasureDialog</name>
    <message>
        <location filename="../../app/measure/measure_dialog.cpp" line="+76"/>
        <source>Measure this machine</source>
        <translation>测量本机</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What to measure</source>
        <translation>测量内容</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sweep</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Threads (this process)</source>
        <translation>线程（本进程）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>MPI (mpirun, one process per rank)</source>
        <translation>MPI（mpirun，每个 rank 一个进程）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>threads: std::thread, no MPI needed; MPI: the probe starts mpirun -np N for every run</source>
        <translation>线程：std::thread，无需 MPI；MPI：探测程序每次运行都启动 mpirun -np N</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>mpirun was not found in PATH: install Open MPI (Debian: openmpi-bin) for the MPI backend</source>
        <translation>在 PATH 中未找到 mpirun：如需 MPI 后端，请安装 Open MPI（Debian：openmpi-bin）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Backend</source>
        <translation>后端</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Numbers of ranks or threads, separated by commas. This machine has %1 cores; more than that runs oversubscribed (the times then show the sharing, not the scaling).</source>
        <translation>进程数或线程数，以逗号分隔。本机有 %1 个核心；超过此数将超额订阅运行（此时时间反映的是资源共享，而非扩展）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N values</source>
        <translation>N 值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs at every N: the table keeps each, the fits use them all</source>
        <translation>每个 N 的运行次数：表中保留每一次，拟合使用全部</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Repetitions</source>
        <translation>重复次数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strong (fixed total work)</source>
        <translation>强扩展（总工作量固定）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weak (work per rank fixed)</source>
        <translation>弱扩展（每进程工作量固定）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scaling</source>
        <translation>扩展方式</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The results CSV (with the machine, CPU, MPI library, date and command in its header); rewritten after every run</source>
        <translation>结果 CSV（表头中含机器、CPU、MPI 库、日期和命令）；每次运行后重写</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the results file</source>
        <translation>选择结果文件</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Results file</source>
        <translation>结果文件</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Use these network values</source>
        <translation>使用这些网络参数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sets the timeline&apos;s network latency L and bandwidth B to the fitted per-link values, as one undo step</source>
        <translation>将时间线的网络延迟 L 和带宽 B 设为拟合得到的每链路值，作为一个撤销步骤</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Measure</source>
        <translation>测量(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Cancel run</source>
        <translation>取消运行(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ends the current run; the finished runs stay in the table</source>
        <translation>结束当前运行；已完成的运行保留在表中</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Saved in &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;, rewritten after every run. A file that is there already is never overwritten: Measure picks a new name.</source>
        <translation>保存在 &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;，每次运行后重写。已存在的文件绝不会被覆盖：“测量”会另选一个新名称。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>N values: expected whole numbers from 1 to 4096 separated by commas, e.g. 1,2,4</source>
        <translation>N 值：应为以逗号分隔的 1 到 4096 之间的整数，例如 1,2,4</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1: cannot create its folder</source>
        <translation>%1：无法创建其文件夹</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run 1 of %1 · starting</source>
        <translation>第 1 次运行，共 %1 次 · 正在启动</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Measuring: %1</source>
        <translation>正在测量：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is there already and is kept; these results go to %2.</source>
        <translation>%1 已存在，将予保留；本次结果写入 %2。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Note: other programs keep this machine busy (load %1 on %2 cores): the times will show the sharing, not only the scaling.</source>
        <translation>注意：其他程序正占用本机（%2 个核心上负载为 %1）：时间将反映资源共享，而不仅是扩展。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Ending the current run…</source>
        <translation>正在结束当前运行…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>time left unknown</source>
        <translation>剩余时间未知</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>less than a second left</source>
        <translation>剩余不到一秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>about %1 s left</source>
        <translation>剩余约 %1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run %1 of %2 done · %3</source>
        <translation>第 %1 次运行完成，共 %2 次 · %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+96"/>
        <source>All %1 runs done</source>
        <translation>全部 %1 次运行已完成</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>Measure this machine (%1)</source>
        <translation>测量本机（%1）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Allreduce at N = %1: the line T(m) = L + m/B explains only %2 % of the measured times (R² = %3 &lt; %4), so these are not network values; measure with MPI, or on a quieter machine.</source>
        <translation>N = %1 时的 allreduce：直线 T(m) = L + m/B 仅能解释测得时间的 %2 %（R² = %3 &lt; %4），因此这些不是网络参数；请使用 MPI 测量，或在更空闲的机器上测量。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Allreduce at N = %1: T(m) = %2 µs + m / %3 GB/s (fit, R² = %4, %5 points). Per link for the timeline&apos;s %6 pattern: L = %7 µs, B = %8 GB/s.</source>
        <translation>N = %1 时的 allreduce：T(m) = %2 µs + m / %3 GB/s（拟合，R² = %4，%5 个点）。按时间线的 %6 模式折算到每条链路：L = %7 µs，B = %8 GB/s。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Use the measured network values</source>
        <translation>使用实测网络参数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Timeline network: L = %1 µs, B = %2 GB/s (Edit ▸ Undo takes both back)</source>
        <translation>时间线网络：L = %1 µs，B = %2 GB/s（编辑 ▸ 撤销 可同时撤回两者）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done: %1</source>
        <translation>完成：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done: %1
%2</source>
        <translation>完成：%1
%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled after %1 of %2 runs</source>
        <translation>已完成 %1/%2 次运行后取消</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stopped after %1 of %2 runs</source>
        <translation>已完成 %1/%2 次运行后停止</translation>
    </message>
</context>
<context>
    <name>scalescope::app::NetworkFitDialog</name>
    <message>
        <location filename="../../app/imports/network_fit_dialog.cpp" line="+53"/>
        <source>Use these values</source>
        <translation>使用这些值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Network latency and bandwidth (α–β fit)</source>
        <translation>网络延迟与带宽（α–β 拟合）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each latency table is fitted by T(m) = L + m/B (ordinary least squares on the time, every row an observation; standard errors from the fit, SE(B) by the delta method). The timeline model prices one message on one link: a point-to-point test gives that directly; a collective&apos;s line is divided by what the timeline&apos;s communication pattern does at its N. Select a row to see its points and line; &lt;b&gt;Use these values&lt;/b&gt; sets the timeline&apos;s network latency and bandwidth (one undo step).</source>
        <translation>每个延迟表以 T(m) = L + m/B 拟合（对时间做普通最小二乘，每行为一个观测；标准误差来自拟合，SE(B) 用 delta 方法）。时间线模型为单条链路上的一条消息计价：点对点测试可直接给出该值；集合操作的直线则要除以时间线通信模式在其 N 下的作用。选择一行可查看其数据点和直线；&lt;b&gt;使用这些值&lt;/b&gt; 会设置时间线的网络延迟和带宽（一个撤销步骤）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Series</source>
        <translation>数据系列</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Runs</source>
        <translation>运行次数</translation>
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
        <translation>时间线每链路 L、B</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Message size m (bytes)</source>
        <translation>消息大小 m（字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time T (µs)</source>
        <translation>时间 T (µs)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set timeline.net_latency_us and timeline.net_bandwidth_gbs to this row&apos;s L and B (Edit ▸ Undo takes both back)</source>
        <translation>将 timeline.net_latency_us 和 timeline.net_bandwidth_gbs 设为此行的 L 和 B（编辑 ▸ 撤销 可同时撤回两者）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Timeline network set (Edit ▸ Undo to take it back).</source>
        <translation>已设置时间线网络（编辑 ▸ 撤销 可撤回）。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 ⚠ not physical</source>
        <translation>%1 ⚠ 不符合物理</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L = %1 ± %2 µs (standard error), %3 degrees of freedom</source>
        <translation>L = %1 ± %2 µs（标准误差），%3 个自由度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>L = %1 ± %2 µs is negative, which no network has: the straight line does not hold down to the smallest messages. Flagged, not constrained: B is the least-squares slope; the latency is not used.</source>
        <translation>L = %1 ± %2 µs 为负，任何网络都不会如此：直线关系在最小的消息处不成立。仅作标记，未加约束：B 为最小二乘斜率；延迟不予使用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>B = %1 ± %2 GB/s (1 GB = 10⁹ bytes; standard error by the delta method)</source>
        <translation>B = %1 ± %2 GB/s（1 GB = 10⁹ 字节；标准误差用 delta 方法）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>point to point</source>
        <translation>点对点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 µs, %2 GB/s (%3)</source>
        <translation>%1 µs，%2 GB/s（%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One message between two processes: the line itself</source>
        <translation>两个进程间的一条消息：即直线本身</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The collective&apos;s line at N = %1 divided by what the %2 pattern does to one link (timeline.comm_pattern)</source>
        <translation>N = %1 时集合操作的直线，除以 %2 模式对单条链路的作用（timeline.comm_pattern）</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>no fit</source>
        <translation>无拟合</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Set timeline.net_latency_us = %1 and timeline.net_bandwidth_gbs = %2 (Edit ▸ Undo takes both back)</source>
        <translation>设置 timeline.net_latency_us = %1 和 timeline.net_bandwidth_gbs = %2（编辑 ▸ 撤销 可同时撤回两者）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>measured (N = %1)</source>
        <translation>实测（N = %1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>fit: L = %1 µs, B = %2 GB/s</source>
        <translation>拟合：L = %1 µs，B = %2 GB/s</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n 0-byte row(s) fitted but not drawn (a log axis has no 0)</source>
        <translation>
            <numerusform>%n 个 0 字节的行参与了拟合但未绘出（对数轴上没有 0）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Timeline model now: network latency L = %1 µs, bandwidth B = %2 GB/s</source>
        <translation>时间线模型现为：网络延迟 L = %1 µs，带宽 B = %2 GB/s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Select a latency table first.</source>
        <translation>请先选择一个延迟表。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Use measured network (%1, N = %2): L = %3 µs, B = %4 GB/s</source>
        <translation>使用实测网络（%1，N = %2）：L = %3 µs，B = %4 GB/s</translation>
    </message>
</context>
<context>
    <name>scalescope::app::PresenterMode</name>
    <message>
        <location filename="../../app/lessons/presenter_mode.cpp" line="+291"/>
        <source>No zoom: the window&apos;s picture could not be read from the display.</source>
        <translation>无法放大：无法从显示器读取窗口图像。</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ProbeRunner</name>
    <message>
        <location filename="../../app/measure/probe_runner.cpp" line="+82"/>
        <source>a measurement is already running</source>
        <translation>已有测量正在运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>scalescope-probe not found beside the program (set SCALESCOPE_PROBE to its path)</source>
        <translation>未在程序旁找到 scalescope-probe（请将 SCALESCOPE_PROBE 设为其路径）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cancelled: the finished runs are kept</source>
        <translation>已取消：已完成的运行将保留</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>scalescope-probe crashed</source>
        <translation>scalescope-probe 崩溃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>scalescope-probe exited with status %1</source>
        <translation>scalescope-probe 以状态 %1 退出</translation>
    </message>
</context>
<context>
    <name>scalescope::app::ScreenZoom</name>
    <message>
        <location filename="../../app/lessons/screen_zoom.cpp" line="+20"/>
        <source>Zoom — ScaleScope</source>
        <translation>放大 — ScaleScope</translation>
    </message>
</context>
<context>
    <name>scalescope::app::SeriesDock</name>
    <message>
        <location filename="../../app/window/series_dock.cpp" line="+16"/>
        <source>Series</source>
        <translation>数据系列</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>%n run(s), N = %1…%2 %3</source>
        <translation>
            <numerusform>%n 次运行，N = %1…%2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>%n list entries: N = cores, E = Rmax/Rpeak</source>
        <translation>
            <numerusform>%n 个榜单条目：N = 核心数，E = Rmax/Rpeak</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show all series</source>
        <translation>显示所有数据系列</translation>
    </message>
</context>
<context>
    <name>scalescope::app::SpeakerNotes</name>
    <message>
        <location filename="../../app/lessons/speaker_notes.cpp" line="+27"/>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Speaker notes — ScaleScope</source>
        <translation>演讲者备注 — ScaleScope</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1:%2 since the lesson began</source>
        <translation>课程开始后 %1:%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No lesson runs.</source>
        <translation>没有正在进行的课程。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Summary</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;总结</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The class sees the summary of its answers.</source>
        <translation>全班看到的是其答案的总结。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Step %2 of %3: %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;第 %2 步，共 %3 步：%4</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(No notes for this step.)</source>
        <translation>（此步骤没有备注。）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>**Question:** %1</source>
        <translation>**问题：** %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>**The model&apos;s answer:** %1</source>
        <translation>**模型的答案：** %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>**The model&apos;s answer:** %1 (accepted: %2)</source>
        <translation>**模型的答案：** %1（接受范围：%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No answer: %1</source>
        <translation>无答案：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answered.</source>
        <translation>已作答。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not answered yet.</source>
        <translation>尚未作答。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: step %1, %2</source>
        <translation>下一步：第 %1 步，%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next: the summary.</source>
        <translation>下一步：总结。</translation>
    </message>
</context>
<context>
    <name>scalescope::app::WorkloadForm</name>
    <message>
        <location filename="../../app/measure/workload_form.cpp" line="+48"/>
        <source>Amdahl&apos;s law (known serial fraction)</source>
        <translation>阿姆达尔定律（已知串行比例）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data-parallel training (MA-SGD, GA-SGD, ADMM)</source>
        <translation>数据并行训练（MA-SGD、GA-SGD、ADMM）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Collectives latency (allreduce, gather, broadcast)</source>
        <translation>集合通信延迟（allreduce、gather、broadcast）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>amdahl: a compute kernel of fixed work whose serial part only rank 0 runs; train: a linear model trained as on the PIM system, timed in the breakdown&apos;s categories; allreduce: latency against message size, for the timeline&apos;s network values</source>
        <translation>amdahl：固定工作量的计算内核，其串行部分仅由 rank 0 运行；train：按 PIM 系统的方式训练线性模型，按时间分解的类别计时；allreduce：延迟随消息大小的变化，用于时间线的网络参数</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Message sizes: the smallest is larger than the largest</source>
        <translation>消息大小：最小值大于最大值</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>S: the share of the work that only rank 0 runs while the others wait. A fit of the measured times should give it back (Data ▸ Fit a law, Amdahl: 1 − α).</source>
        <translation>S：仅由 rank 0 运行、其余进程等待的那部分工作的比例。对实测时间的拟合应能重新得到该值（数据 ▸ 拟合定律，Amdahl：1 − α）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Serial fraction S</source>
        <translation>串行比例 S</translation>
    </message>
    <message>
        <location line="+6"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The total work, as seconds on one core (calibrated once per sweep). Longer work makes timing noise smaller against it.</source>
        <translation>总工作量，以单核上的秒数表示（每次扫描校准一次）。工作量越大，计时噪声相对越小。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Work at N = 1</source>
        <translation>N = 1 时的工作量</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MA-SGD averages models every local batch, GA-SGD gradients every global batch, ADMM once per epoch (as in the PIM view)</source>
        <translation>MA-SGD 每个本地批次平均一次模型，GA-SGD 每个全局批次平均一次梯度，ADMM 每个 epoch 一次（与 PIM 视图相同）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Logistic regression</source>
        <translation>逻辑回归</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Linear SVM</source>
        <translation>线性 SVM</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The linear model trained on seeded, linearly separable synthetic data</source>
        <translation>在固定随机种子生成的线性可分合成数据上训练的线性模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Star (rank 0 is the parameter server)</source>
        <translation>星形（rank 0 为参数服务器）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Allreduce</source>
        <translation>Allreduce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Star: push, compute, pull, update as on the UPMEM system; allreduce: no server, one allreduce per round (counted as pull)</source>
        <translation>星形：与 UPMEM 系统一样推送、计算、拉取、更新；allreduce：无服务器，每轮一次 allreduce（计为拉取）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>m: training samples in total (weak: per rank)</source>
        <translation>m：训练样本总数（弱扩展：每进程）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d: features, i.e. model entries</source>
        <translation>d：特征数，即模型项数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MA-SGD and ADMM: b per worker; GA-SGD: B in total</source>
        <translation>MA-SGD 和 ADMM：每个 worker 的 b；GA-SGD：总计 B</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes over the data; loss and accuracy are kept per epoch</source>
        <translation>遍历数据的次数；每个 epoch 记录损失和准确率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Synchronisation</source>
        <translation>同步方式</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samples m</source>
        <translation>样本数 m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Features d</source>
        <translation>特征数 d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epochs</source>
        <translation>epoch 数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Smallest message per rank (powers of two up to the largest)</source>
        <translation>每进程最小消息（2 的幂，直至最大消息）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest message per rank</source>
        <translation>每进程最大消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Needs N ≥ 2: one rank has no network. The fit T(m) = L + m/B at the largest N gives the timeline&apos;s latency and bandwidth.</source>
        <translation>需要 N ≥ 2：单个进程不涉及网络。在最大 N 处拟合 T(m) = L + m/B，可得到时间线的延迟和带宽。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ClassPanel</name>
    <message>
        <location filename="../../views/classroom/class_panel.cpp" line="+128"/>
        <source>The join code: students type it, or scan the QR code</source>
        <translation>加入代码：学生输入它，或扫描二维码</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Peek</source>
        <translation>预览</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The room&apos;s answers stay hidden until the reveal; this shows them before it — on the projector too.</source>
        <translation>全班的答案在揭晓前保持隐藏；勾选后会提前显示——投影上也会显示。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock joining</source>
        <translation>锁定加入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No one else can join; those who joined go on answering.</source>
        <translation>其他人不能再加入；已加入的学生可以继续作答。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reveal</source>
        <translation>揭晓</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Takes the room&apos;s answer (the median, or the choice most made) as the class&apos;s and shows the model&apos;s answer on every device.</source>
        <translation>以全班的答案（中位数，或选择最多的选项）作为课堂答案，并在每台设备上显示模型的答案。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paper…</source>
        <translation>纸质…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the answers of paper forms into this question</source>
        <translation>为这个问题输入纸质答题纸上的答案</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Next step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson&apos;s next step; its question reaches every device.</source>
        <translation>课程的下一步；它的问题会发送到每台设备。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On paper</source>
        <translation>纸质作答</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An offline session: nothing listens; type the answers of paper forms with Paper…</source>
        <translation>离线课堂：不监听任何端口；用“纸质…”输入纸质答题纸上的答案</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%n joined</source>
        <translation>
            <numerusform>%n 人已加入</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n answered</source>
        <translation>
            <numerusform>%n 人已作答</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no question open</source>
        <translation>没有进行中的问题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the model: %1 (the line)</source>
        <translation>模型：%1（竖线）</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+52"/>
        <source>Students</source>
        <translation>学生</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Choice</source>
        <translation>选项</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The model&apos;s answer</source>
        <translation>模型的答案</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Answer [%1]</source>
        <translation>答案 [%1]</translation>
    </message>
</context>
<context>
    <name>scalescope::views::DataTableView</name>
    <message>
        <location filename="../../views/scaling/data_table_view.cpp" line="+135"/>
        <source>%1 measured runs from %2 file(s). Double-click a cell to edit (Ctrl+Z undoes).%3</source>
        <translation>来自 %2 个文件的 %1 次实测运行。双击单元格可编辑（Ctrl+Z 撤销）。%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> &lt;b&gt;%1 row(s) not used&lt;/b&gt; (⚠: hover for the reason).</source>
        <translation> &lt;b&gt;%1 行未使用&lt;/b&gt;（⚠：悬停可查看原因）。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::GuessGauge</name>
    <message>
        <location filename="../../views/lessons/guess_gauge.cpp" line="+72"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>your guess</source>
        <translation>你的猜测</translation>
    </message>
</context>
<context>
    <name>scalescope::views::LessonPane</name>
    <message>
        <location filename="../../views/lessons/lesson_pane.cpp" line="+53"/>
        <source>Check my answer</source>
        <translation>检查我的答案</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>◀ Back</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+167"/>
        <source>Next ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <location line="-148"/>
        <source>your prediction</source>
        <translation>你的预测</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Or type the parameter&apos;s value here and check</source>
        <translation>或在此输入参数值并检查</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Summary</source>
        <translation>总结</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
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
        <translation>下一节课 ▶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close lesson</source>
        <translation>关闭课程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Move “%1” in the Parameters panel and watch the bar: the line marks the threshold. Or type the value below. Then check.</source>
        <translation>在“参数”面板中调节“%1”并观察条形：线条标出阈值。或在下方输入数值。然后检查。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>✔ Right.</source>
        <translation>✔ 正确。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✘ Not quite.</source>
        <translation>✘ 不太对。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Type a number first (e.g. 20, 0.5 or 1e6).</source>
        <translation>请先输入一个数字（例如 20、0.5 或 1e6）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose an option first.</source>
        <translation>请先选择一个选项。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::LiveGauge</name>
    <message>
        <location filename="../../views/lessons/live_gauge.cpp" line="+13"/>
        <source>The hidden quantity now: the bar&apos;s end against the question&apos;s threshold (the line). Its value shows once you have answered.</source>
        <translation>当前的隐藏量：条形末端相对于问题阈值（线条）的位置。作答后将显示其数值。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::MeasuredBreakdownPlot</name>
    <message>
        <location filename="../../views/pim/measured_breakdown_plot.cpp" line="+47"/>
        <source>Local compute</source>
        <translation>本地计算</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Push (server → workers)</source>
        <translation>推送（服务器 → worker）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pull (workers → server)</source>
        <translation>拉取（worker → 服务器）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Server update</source>
        <translation>服务器更新</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Time of the run (%1)</source>
        <translation>运行时间（%1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Measured training: none loaded</source>
        <translation>实测训练：未加载</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured: %1 · N = %2 %3</source>
        <translation>实测：%1 · N = %2 %3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % of the parts (%5)&lt;br&gt;mean of %6 run(s) at N = %7 %8; measured total %9&lt;br&gt;&lt;i&gt;stands for the PIM category &quot;%10&quot;&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = 各部分总和的 %4 %（%5）&lt;br&gt;N = %7 %8 时 %6 次运行的均值；实测总计 %9&lt;br&gt;&lt;i&gt;对应 PIM 类别“%10”&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ParameterPanel</name>
    <message>
        <location filename="../../views/panel/parameter_panel.cpp" line="+81"/>
        <source>Show all %1 parameters</source>
        <translation>显示全部 %1 个参数</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Search parameters</source>
        <translation>搜索参数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows only the parameters whose name, id or description contain the text</source>
        <translation>仅显示名称、id 或说明中包含该文本的参数</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Show all</source>
        <translation>显示全部</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimBreakdownPlot</name>
    <message>
        <location filename="../../views/pim/pim_breakdown_plot.cpp" line="+46"/>
        <source>Time of 1 epoch (s)</source>
        <translation>1 个 epoch 的时间 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CPU, same algorithm</source>
        <translation>CPU，相同算法</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>
(selected)</source>
        <translation>
（选定）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Time (s)</source>
        <translation>时间 (s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>N = %1 DPUs · %2</source>
        <translation>N = %1 个 DPU · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM training: where the time goes</source>
        <translation>PIM 训练：时间花在哪里</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Comm+sync: MA-SGD/ADMM = %1, GA-SGD/ADMM = %2</source>
        <translation>通信+同步：MA-SGD/ADMM = %1，GA-SGD/ADMM = %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>
Criteo: P&apos;s Fig. 10 plots its measured CPU and PIM runs on one 0–4250 s axis; here the model disagrees with the paper</source>
        <translation>
Criteo：P 的图 10 将其实测的 CPU 与 PIM 运行绘于同一 0–4250 s 轴上；此处模型与论文不一致</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>
the %1 GB training set does not fit the GPU: streamed</source>
        <translation>
%1 GB 的训练集放不进 GPU：改为流式传输</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 needs %2 MB per DPU: more than the 64 MB MRAM bank</source>
        <translation>%1 每个 DPU 需要 %2 MB：超过 64 MB 的 MRAM 存储体</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %4 % of %5&lt;br&gt;&lt;i&gt;%6&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1 · %2&lt;/b&gt;&lt;br&gt;%3 = %5 的 %4 %&lt;br&gt;&lt;i&gt;%6&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&lt;b&gt;%1, total: %2&lt;/b&gt;&lt;br&gt;the sum of the five categories</source>
        <translation>&lt;b&gt;%1，总计：%2&lt;/b&gt;&lt;br&gt;五个类别之和</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2%3 for the same epochs&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;相同 epoch 数下 %2%3&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimCalibrationPanel</name>
    <message>
        <location filename="../../views/pim/pim_calibration_panel.cpp" line="+56"/>
        <location line="+139"/>
        <source>Fitted to the paper</source>
        <translation>拟合自论文</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+139"/>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location line="-138"/>
        <location line="+136"/>
        <source>Run configuration (paper&apos;s settings)</source>
        <translation>运行配置（论文设置）</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>below</source>
        <translation>低于</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>fails</source>
        <translation>不成立</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>holds (%1 cases)</source>
        <translation>成立（%1 种情形）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>PIM model: what is measured, what is modelled</source>
        <translation>PIM 模型：哪些是测量的，哪些是建模的</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Paper&lt;/b&gt; values are results reported by Rhyner et al., &lt;i&gt;Analysis of Distributed Optimization Algorithms on a Real Processing-In-Memory System&lt;/i&gt; (PACT 2024, arXiv:2404.07164), measured on a real UPMEM system. &lt;b&gt;Model&lt;/b&gt; values are computed by ScaleScope from the current cost parameters for the same runs. &lt;b&gt;Fitted&lt;/b&gt; targets are those some defaults were chosen to meet (the knobs are named): meeting them is a fit, not a validation. &lt;b&gt;Predicted&lt;/b&gt; targets follow from the model&apos;s structure with no knob tuned to them. A value counts as met within ±%1 %. P&apos;s measured CPU and GPU times are not shown anywhere: neither the paper text we could read nor its artifact (CMU-SAFARI/PIM-Opt: code without result files) gives them as numbers.</source>
        <translation>&lt;b&gt;论文&lt;/b&gt;值是 Rhyner 等在 &lt;i&gt;Analysis of Distributed Optimization Algorithms on a Real Processing-In-Memory System&lt;/i&gt;（PACT 2024，arXiv:2404.07164）中报告的结果，测自真实的 UPMEM 系统。&lt;b&gt;模型&lt;/b&gt;值由 ScaleScope 根据当前开销参数对相同运行计算得出。&lt;b&gt;拟合&lt;/b&gt;目标是部分默认值为之选取的目标（已列出所调参数）：达到它们只是拟合，而非验证。&lt;b&gt;预测&lt;/b&gt;目标由模型结构推出，没有任何参数针对它们调节。数值在 ±%1 % 以内即视为达到。P 实测的 CPU 和 GPU 时间在任何地方都未显示：我们能读到的论文正文及其工件（CMU-SAFARI/PIM-Opt：只有代码而无结果文件）均未以数值给出这些时间。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knobs fitted to it</source>
        <translation>据此拟合的参数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Paper</source>
        <translation>论文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Met</source>
        <translation>达到</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+33"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Reading of 25.10× / 640.35×</source>
        <translation>对 25.10× / 640.35× 的解读</translation>
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
        <translation>P 的两个通信比描述的是哪个数据集尚无定论：它们与计算比出现在同一段落中，而计算比只符合 YFCC，GA/MA 的结构却符合 Criteo。此处给出模型在每种解读下的值（LR，2048 个 DPU，弱扩展，1 个 epoch）；P 的 YFCC 时间分解图使用 B = 4096 的 GA-SGD，其扩展图使用 8192。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank exponent γ</source>
        <translation>rank 指数 γ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Criteo LR communication ratios for other values of the assumed rank-scaling exponent γ (aggregate host bandwidth ∝ ranks^γ), every other cost unchanged: the ratios are sensitive to an assumption that no measurement fixes.</source>
        <translation>假设的 rank 扩展指数 γ 取其他值时（主机总带宽 ∝ rank 数^γ）Criteo LR 的通信比，其他开销均不变：这些比值对一个没有任何测量能确定的假设十分敏感。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Explanation</source>
        <translation>说明</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Measured (PrIM)</source>
        <translation>实测（PrIM）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Vendor specification</source>
        <translation>厂商规格</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the paper</source>
        <translation>来自论文</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The calibration targets cannot be evaluated: %1</source>
        <translation>无法评估校准目标：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&lt;b&gt;Fitted:&lt;/b&gt; %1 targets, %2 knobs fitted to them (%3): &lt;b&gt;%4 degrees of freedom&lt;/b&gt;, so a met fitted target is a fit, not a validation. The fitted values depend on assumed inputs (%5). &lt;b&gt;Predicted:&lt;/b&gt; %6 targets with no knob tuned to them. &lt;b&gt;Consistency checks:&lt;/b&gt; %7 statements that hold by construction or by an assumption chosen for them: they cannot fail, so they test nothing (hover for why).</source>
        <translation>&lt;b&gt;拟合：&lt;/b&gt;%1 个目标，%2 个参数据此拟合（%3）：&lt;b&gt;%4 个自由度&lt;/b&gt;，因此达到的拟合目标只是拟合，而非验证。拟合值依赖于假设输入（%5）。&lt;b&gt;预测：&lt;/b&gt;%6 个目标，没有任何参数针对它们调节。&lt;b&gt;一致性检查：&lt;/b&gt;%7 条由构造或专门为此选取的假设而必然成立的陈述：它们不可能失败，因此什么也检验不了（悬停可查看原因）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>fitted</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>consistency check</source>
        <translation>一致性检查</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>✓ yes</source>
        <translation>✓ 是</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ no</source>
        <translation>✗ 否</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>P (as reported)</source>
        <translation>P（报告值）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Criteo, LR (B = %1)</source>
        <translation>Criteo，LR（B = %1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>YFCC100M-HNfc6, LR (B = %1)</source>
        <translation>YFCC100M-HNfc6，LR（B = %1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> (current)</source>
        <translation> (当前)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>on</source>
        <translation>开</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>关</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>paper&apos;s default</source>
        <translation>论文默认值</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimScalingPlot</name>
    <message>
        <location filename="../../views/pim/pim_scaling_plot.cpp" line="+41"/>
        <source>DPUs N</source>
        <translation>DPU 数 N</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time of 1 epoch (s)</source>
        <translation>1 个 epoch 的时间 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ideal</source>
        <translation>理想</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>GPU A100 (hardware bound)</source>
        <translation>GPU A100（硬件极限）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>CPU, same algorithm</source>
        <translation>CPU，相同算法</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>PIM training: scaling over N</source>
        <translation>PIM 训练：随 N 扩展</translation>
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
        <translation>◂ N = %1，超出图表范围</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>N = %1, off the chart ▸</source>
        <translation>N = %1，超出图表范围 ▸</translation>
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
        <translation>%1 %2→%3：%4×（理想 %5×），E = %6 %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>, Gustafson-type s = %1</source>
        <translation>，Gustafson 型 s = %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, 1−α_eff = %1</source>
        <translation>，1−α_eff = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> (assumed γ = %1)</source>
        <translation> (假设 γ = %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>resident GPU</source>
        <translation>数据常驻的 GPU</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>streamed GPU</source>
        <translation>数据流式传输的 GPU</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PIM overtakes the %1 at N ≈ %2 DPUs</source>
        <translation>PIM 在 N ≈ %2 个 DPU 时超过%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the %1 overtakes PIM at N ≈ %2 DPUs</source>
        <translation>%1在 N ≈ %2 个 DPU 时超过 PIM</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>PIM is faster than the %1 over the whole range</source>
        <translation>PIM 在整个范围内都比%1快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the %1 is faster over the whole range</source>
        <translation>%1在整个范围内都更快</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; the CPU&apos;s hardware bound is faster still</source>
        <translation>；CPU 的硬件极限还要更快</translation>
    </message>
</context>
<context>
    <name>scalescope::views::PimView</name>
    <message>
        <location filename="../../views/pim/pim_view.cpp" line="+49"/>
        <source>At N DPUs</source>
        <translation>N 个 DPU 时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling over N</source>
        <translation>随 N 扩展</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where the time goes for each algorithm at the current N</source>
        <translation>当前 N 下各算法的时间去向</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current algorithm from 256 to 2560 DPUs, with ideal scaling</source>
        <translation>当前算法从 256 到 2560 个 DPU，附理想扩展</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Auto scale</source>
        <translation>自动刻度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Linear, stacked</source>
        <translation>线性，堆叠</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log, side by side</source>
        <translation>对数，并排</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;p&gt;&lt;b&gt;Linear, stacked&lt;/b&gt;: each bar is the whole run, its segments add up to the total.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Log, side by side&lt;/b&gt;: for times that span decades (GA-SGD&apos;s communication is hundreds of times ADMM&apos;s). The categories stand next to each other and the diamond marks the total: stacking on a log axis would squeeze every upper segment into a sliver, and bar lengths there start at an arbitrary floor, so read the tops.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Auto&lt;/b&gt; switches to log when the totals span more than %1×.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;线性，堆叠&lt;/b&gt;：每个条形代表整次运行，各段之和即为总时间。&lt;/p&gt;&lt;p&gt;&lt;b&gt;对数，并排&lt;/b&gt;：适用于跨越多个数量级的时间（GA-SGD 的通信是 ADMM 的数百倍）。各类别并排显示，菱形标出总时间：在对数轴上堆叠会把上方各段都压成细条，而且条形长度从任意的下限开始，因此请读取条形顶端。&lt;/p&gt;&lt;p&gt;&lt;b&gt;自动&lt;/b&gt;：当总时间相差超过 %1× 时切换到对数。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Calibration…</source>
        <translation>校准…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What is measured (the paper&apos;s results) and what is modelled (every parameter&apos;s source)</source>
        <translation>哪些是测量的（论文结果），哪些是建模的（每个参数的来源）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>At N</source>
        <translation>给定 N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Over N</source>
        <translation>随 N</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>PIM breakdown</source>
        <translation>PIM 时间分解</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PIM model: where an epoch&apos;s time goes</source>
        <translation>PIM 模型：一个 epoch 的时间花在哪里</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIM model: epoch time against DPUs</source>
        <translation>PIM 模型：epoch 时间随 DPU 数的变化</translation>
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
        <translation>所有算法</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+441"/>
        <source>Path over N</source>
        <translation>随 N 的路径</translation>
    </message>
    <message>
        <location line="-440"/>
        <source>Other precisions</source>
        <translation>其他精度</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Machine:</source>
        <translation>机器(&amp;M)：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Whose roofs to draw: the PIM system of the paper at the current number of DPUs, its CPU or GPU baseline, the timeline model&apos;s N units (one step&apos;s copy and communication as dots), a machine whose roofs you type (Parameters ▸ Roofline: custom machine), or a machine whose roofs a tool measured (File ▸ Import data: ERT&apos;s roofline.json, likwid-bench output)</source>
        <translation>绘制谁的屋顶：论文中当前 DPU 数量下的 PIM 系统、其 CPU 或 GPU 基线、时间线模型的 N 个单元（一步的复制与通信作为点）、由您输入屋顶的机器（参数 ▸ Roofline：自定义机器），或由工具实测屋顶的机器（文件 ▸ 导入数据：ERT 的 roofline.json、likwid-bench 输出）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Where each level&apos;s dot of the current algorithm lies at 64, 128, …, 2,048 and 2,560 DPUs; the roofs drawn are those at the current number of DPUs</source>
        <translation>当前算法各层级的点在 64、128、…、2,048 和 2,560 个 DPU 时的位置；所画的屋顶是当前 DPU 数下的屋顶</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Compute roofs of number formats the model&apos;s FP32 training does not use (FP64; FP16 and INT8 on the GPU&apos;s tensor cores): what another precision could reach. Dots are judged against the FP32 peak.</source>
        <translation>模型 FP32 训练未使用的数值格式的计算屋顶（FP64；GPU 张量核心上的 FP16 和 INT8）：另一种精度可能达到的水平。点按 FP32 峰值判定。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Dots of MA-SGD (○), GA-SGD (□) and ADMM (△), the current algorithm filled</source>
        <translation>MA-SGD（○）、GA-SGD（□）和 ADMM（△）的点，当前算法为实心</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Operational intensity (op/B)</source>
        <translation>运算强度（op/B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I (op/B)</source>
        <translation>I（op/B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+305"/>
        <location filename="../../views/roofline/roofline_view_kernels.cpp" line="+88"/>
        <source>Performance (op/s)</source>
        <translation>性能（op/s）</translation>
    </message>
    <message>
        <location line="-304"/>
        <source>P (op/s)</source>
        <translation>P（op/s）</translation>
    </message>
    <message>
        <location line="+44"/>
        <location line="+358"/>
        <source>Roofline</source>
        <translation>屋顶线模型</translation>
    </message>
    <message>
        <location line="-266"/>
        <source>No roofline: %1</source>
        <translation>无屋顶线：%1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2 · %3: %4, bound by %5 (%6 % of the %7 s epoch)</source>
        <translation>%1 · %2 · %3：%4，受限于%5（占 %7 s epoch 的 %6 %）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: the epoch&apos;s hardware bound, %2 under the %3 roof</source>
        <translation>%1：该 epoch 的硬件极限，%3 屋顶下的 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>; the same algorithm with its synchronisation: %1 (%2 % of it)</source>
        <translation>；同一算法含同步开销：%1（为其 %2 %）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · Dots: the epoch at each level, in its roof&apos;s colour, ringed where it binds</source>
        <translation> · 点：各层级上的 epoch，颜色与其屋顶相同，起限制作用的层级加圈</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> (○ MA-SGD, □ GA-SGD, △ ADMM; hollow: not chosen)</source>
        <translation>（○ MA-SGD，□ GA-SGD，△ ADMM；空心：未选中）</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n dot(s) above the roof: a units or counting error</source>
        <translation>
            <numerusform> · %n 个点高于其屋顶：单位或计数错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n kernel(s) above this machine&apos;s roofs: measured on another machine, or a units or counting error</source>
        <translation>
            <numerusform> · %n 个内核高于本机器的屋顶：在另一台机器上测得，或单位或计数错误</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+38"/>
        <source>Ridge point of %1 under %2: %3</source>
        <translation>%1 在 %2 下的脊点：%3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view.cpp" line="+41"/>
        <location filename="../../views/roofline/roofline_view_kernels.cpp" line="-1"/>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+12"/>
        <source>Intensity (op/B)</source>
        <translation>强度（op/B）</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_roofs.cpp" line="+1"/>
        <source>Attainable (op/s)</source>
        <translation>可达性能（op/s）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Ridge points</source>
        <translation>脊点</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Ridge (op/B)</source>
        <translation>脊点（op/B）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak (op/s)</source>
        <translation>峰值（op/s）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>ridge %1</source>
        <translation>脊点 %1</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view.cpp" line="+8"/>
        <source>%1 of attainable %2 under %3 (%4 %)</source>
        <translation>%1，%3 下可达 %2（%4 %）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>On its roof by construction: a consistency check, not a prediction</source>
        <translation>按构造落在其屋顶上：这是一致性检验，不是预测</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This part takes %1 s of the %2 s step</source>
        <translation>该部分占 %2 s 步长中的 %1 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This level takes %1 s of the %2 s epoch</source>
        <translation>该层级占 %2 s epoch 中的 %1 s</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Binds the step&lt;/b&gt; (the part with the most time)</source>
        <translation>&lt;b&gt;限制该步&lt;/b&gt;（耗时最多的部分）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Binds the epoch&lt;/b&gt; (the level with the most time)</source>
        <translation>&lt;b&gt;限制该 epoch&lt;/b&gt;（耗时最多的层级）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Above its roof&lt;/b&gt;: a units or counting error, not a win</source>
        <translation>&lt;b&gt;高于其屋顶&lt;/b&gt;：单位或计数错误，而非性能提升</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Binding level</source>
        <translation>限制层级</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Above its roof: an error</source>
        <translation>高于其屋顶：错误</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_kernels.cpp" line="-22"/>
        <source>%1 (%2, line %3): %4 of attainable %5 under %6 (%7 %)</source>
        <translation>%1（%2，第 %3 行）：%4，可达 %5，受 %6 限制（%7 %）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;b&gt;Above this machine&apos;s roof&lt;/b&gt;: measured on another machine, or a units or counting error</source>
        <translation>&lt;b&gt;高于本机器的屋顶&lt;/b&gt;：在另一台机器上测得，或单位或计数错误</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Measured kernels (%n)</source>
        <translation>
            <numerusform>测得的内核（%n）</numerusform>
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
        <translation>%1，%2：峰值 %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: peak %2</source>
        <translation>%1：峰值 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> (typed: the file measured bandwidths only)</source>
        <translation>（输入值：该文件只测了带宽）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; ridge point under %1: %2 op/B</source>
        <translation>；%1 下的脊点：%2 op/B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · Import a kernel table to see kernels under these roofs</source>
        <translation> · 导入内核表即可在这些屋顶下看到内核</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> · Crosses: the loaded kernels</source>
        <translation> · 叉号：已加载的内核</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_lesson.cpp" line="+73"/>
        <source>Highlighted</source>
        <translation>高亮</translation>
    </message>
    <message>
        <location filename="../../views/roofline/roofline_view_timeline.cpp" line="+17"/>
        <source>%1: a step of %2 s at %3 (%4 % of the peak), bound by %5 (%6 % of the step)</source>
        <translation>%1：一步 %2 s，%3（峰值的 %4 %），受限于%5（占该步的 %6 %）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> · Operations read as P₁ · T_compute / g: the compute runs at the peak by construction (a consistency check); the dots are the copy and the communication</source>
        <translation> · 运算量按 P₁ · T_compute / g 计：计算按构造运行在峰值上（一致性检验）；点为复制与通信</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingCurvesTab</name>
    <message>
        <location filename="../../views/scaling/scaling_curves_tab.cpp" line="+12"/>
        <source>Plot</source>
        <translation>绘制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Efficiency</source>
        <translation>并行效率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Payload</source>
        <translation>有效载荷</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Measured series</source>
        <translation>实测数据系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TOP500 systems</source>
        <translation>TOP500 系统</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide each curve and the measured points</source>
        <translation>显示或隐藏每条曲线和实测点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Residuals vs</source>
        <translation>残差对照</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted vs measured speed-up</source>
        <translation>预测与实测加速比对比</translation>
    </message>
    <message>
        <location line="+56"/>
        <location line="+244"/>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
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
        <translation>残差 (%)</translation>
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
        <translation>对照 %1 (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Δ (%)</source>
        <translation>Δ (%)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>并行效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>payload</source>
        <translation>有效载荷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted vs measured %1</source>
        <translation>预测与实测%1对比</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>The residual panel has no room at this size; it comes back when the plot is taller</source>
        <translation>当前尺寸下放不下残差面板；图表更高时会重新出现</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>time %1 s&lt;br&gt;</source>
        <translation>时间 %1 s&lt;br&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S = %1, E = %2</source>
        <translation>S = %1，E = %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, payload %1 TFlop/s</source>
        <translation>，有效载荷 %1 TFlop/s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;%1 line %2</source>
        <translation>&lt;br&gt;%1 第 %2 行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;&lt;b&gt;outlier&lt;/b&gt; among its repetitions</source>
        <translation>&lt;br&gt;在其重复运行中为&lt;b&gt;离群值&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source> — no payload: needs Rmax or a unit_peak_gflops column</source>
        <translation> — 无有效载荷：需要 Rmax 或 unit_peak_gflops 列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> — payload for %1 of %2 runs (unit_peak_gflops missing)</source>
        <translation> — %2 次运行中 %1 次有有效载荷（缺少 unit_peak_gflops）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source> (weak)</source>
        <translation> (弱扩展)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>residual (%)</source>
        <translation>残差 (%)</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingFitTab</name>
    <message>
        <location filename="../../views/scaling/scaling_fit_tab.cpp" line="+56"/>
        <source>Series</source>
        <translation>数据系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law</source>
        <translation>定律</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit on</source>
        <translation>拟合范围</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all runs</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>first </source>
        <translation>前 </translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+43"/>
        <source>Fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>N to predict the time at: the fitted T(N) and the 95 % prediction interval of one new run there (model/README.md, Fits)</source>
        <translation>要预测时间的 N：该处的拟合 T(N) 以及一次新运行的 95 % 预测区间（model/README.md，Fits）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Predict at N</source>
        <translation>在 N 处预测</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply to model</source>
        <translation>应用到模型</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+124"/>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <location line="-123"/>
        <source>Time T(N) (s)</source>
        <translation>时间 T(N) (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T (s)</source>
        <translation>T (s)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>95 % confidence band</source>
        <translation>95 % 置信带</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>95 % band, upper</source>
        <translation>95 % 区间带，上界</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower 95 % (s)</source>
        <translation>95 % 下界 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upper 95 % (s)</source>
        <translation>95 % 上界 (s)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>95 % band, extrapolated</source>
        <translation>95 % 区间带，外推</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>95 % band, extrapolated, upper</source>
        <translation>95 % 区间带，外推，上界</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower 95 %, extrapolated (s)</source>
        <translation>95 % 下界，外推 (s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>upper 95 %, extrapolated (s)</source>
        <translation>95 % 上界，外推 (s)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fitted law</source>
        <translation>拟合的定律</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+211"/>
        <source>Extrapolated (prediction)</source>
        <translation>外推（预测）</translation>
    </message>
    <message>
        <location line="-204"/>
        <source>Median of repetitions</source>
        <translation>重复运行的中位数</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+132"/>
        <source>Runs used in the fit</source>
        <translation>用于拟合的运行</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Runs predicted, not fitted</source>
        <translation>预测而未拟合的运行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Outlier (still fitted)</source>
        <translation>离群值（仍参与拟合）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Excluded from the fit</source>
        <translation>已排除在拟合之外</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Fit: no measured series loaded</source>
        <translation>拟合：未加载实测数据系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a CSV with columns n,time_s (File ▸ Import data…).</source>
        <translation>加载包含 n,time_s 列的 CSV（文件 ▸ 导入数据…）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fit to %1 (%2 scaling)</source>
        <translation>拟合到 %1（%2扩展）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strong</source>
        <translation>强</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>N (%1)</source>
        <translation>N (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>excluded from the fit (click to include it)&lt;br&gt;line %1</source>
        <translation>已排除在拟合之外（点击可重新纳入）&lt;br&gt;第 %1 行</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no measured times: nothing to fit.</source>
        <translation>%1 没有实测时间：无可拟合。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fit switched off.</source>
        <translation>拟合已关闭。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n run(s) excluded (click one to include it again).</source>
        <translation>
            <numerusform>已排除 %n 次运行（点击某次运行可重新纳入）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Measured runs</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <location filename="../../views/scaling/fit_text.cpp" line="+14"/>
        <source>, R² = %1</source>
        <translation>，R² = %1</translation>
    </message>
    <message>
        <location filename="../../views/scaling/scaling_fit_tab.cpp" line="+45"/>
        <source>%1 of repetitions, %2</source>
        <translation>重复运行的%1，%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>±1 s.d.</source>
        <translation>±1 标准差</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Fitted %1</source>
        <translation>拟合的 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>residual %1 s (%2 %)&lt;br&gt;line %3&lt;br&gt;click to exclude it from the fit</source>
        <translation>残差 %1 s（%2 %）&lt;br&gt;第 %3 行&lt;br&gt;点击可将其排除在拟合之外</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&lt;b&gt;outlier&lt;/b&gt; among the runs at this N (modified z-score &gt; 3.5), still fitted&lt;br&gt;%1</source>
        <translation>在该 N 的运行中为&lt;b&gt;离群值&lt;/b&gt;（修正 z 分数 &gt; 3.5），仍参与拟合&lt;br&gt;%1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>no fit</source>
        <translation>无拟合</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>T(%1%2) = %3 s, 95 % prediction interval %4&#xa0;…&#xa0;%5&#xa0;s</source>
        <translation>T(%1%2) = %3 s，95 % 预测区间 %4 … %5 s</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>extrapolated</source>
        <translation>外推</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lower end &lt; 0 s</source>
        <translation>下端 &lt; 0 s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>95 % prediction interval of one new run at N = %1: %2 … %3 s, %4 (model/README.md, Fits)%5%6</source>
        <translation>N = %1 处一次新运行的 95 % 预测区间：%2 … %3 s，%4（model/README.md，Fits）%5%6</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>for a scatter proportional to the time (symmetric in log T)</source>
        <translation>适用于与时间成正比的离散（在 log T 上对称）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>for a constant scatter (symmetric about T)</source>
        <translation>适用于恒定离散（关于 T 对称）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; a time cannot be below 0, so 0 is shown</source>
        <translation>；时间不能小于 0，因此显示 0</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>; extrapolated: the runs measured N = %1…%2</source>
        <translation>；外推：实测运行的 N = %1…%2</translation>
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
        <translation>按 1/时间² 加权（单次运行的噪声：相对）：单次运行离散 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unweighted (Noise of a run: constant): one run scatters %1</source>
        <translation>不加权（单次运行的噪声：恒定）：单次运行离散 %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>; the repetitions alone: %1 (%2 degrees of freedom)</source>
        <translation>；仅看重复运行：%1（%2 个自由度）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2 runs, %3 excluded</source>
        <translation>%2 次运行中的 %1 次，已排除 %3 次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs</source>
        <translation>%1 次运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>R² = %1 on %2 (± = 1 standard error; band: 95 %)</source>
        <translation>R² = %1，基于 %2（± = 1 个标准误差；区间带：95 %）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>;  serial fraction 1−α = %1</source>
        <translation>；串行比例 1−α = %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>;  peak speed-up at N* = √((1−σ)/κ) = %1</source>
        <translation>；加速比峰值位于 N* = √((1−σ)/κ) = %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>;  N* = none (κ ≤ 0)</source>
        <translation>；N* = 无（κ ≤ 0）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Fitted on the %1 runs at the %2 smallest N; predicts the other %3 within %4 % on average (worst %5 %)</source>
        <translation>基于 %2 个最小 N 处的 %1 次运行拟合；预测其余 %3 次的平均误差为 %4 %（最差 %5 %）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Nothing to apply: there is no fit (see the note under the plot).</source>
        <translation>无可应用：没有拟合结果（见图下方的说明）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not available: %1.</source>
        <translation>不可用：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sets the model&apos;s parameters to the fit, as one undo step:
%1</source>
        <translation>将模型参数设为拟合结果，作为一个撤销步骤：
%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Apply %1 fit</source>
        <translation>应用 %1 拟合</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingGenerationsTab</name>
    <message>
        <location filename="../../views/scaling/scaling_generations_tab.cpp" line="+27"/>
        <source>Across generations: Amdahl&apos;s prediction of Rmax</source>
        <translation>跨代对比：阿姆达尔定律对 Rmax 的预测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Measured Rmax (TFlop/s)</source>
        <translation>实测 Rmax (TFlop/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted Rmax (TFlop/s)</source>
        <translation>预测 Rmax (TFlop/s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pred. (TF/s)</source>
        <translation>预测 (TF/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Predicted</source>
        <translation>预测</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Predicted = measured</source>
        <translation>预测 = 实测</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From → to</source>
        <translation>从 → 到</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N later</source>
        <translation>后期 N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1−α_eff used</source>
        <translation>所用 1−α_eff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E predicted</source>
        <translation>预测 E</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rmax pred. (TF/s)</source>
        <translation>Rmax 预测 (TF/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rmax meas. (TF/s)</source>
        <translation>Rmax 实测 (TF/s)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Error</source>
        <translation>误差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1−α_eff achieved</source>
        <translation>实际 1−α_eff</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 → %2: error %3 %&lt;br&gt;1−α_eff %4 predicts E = %5 at N = %6%7</source>
        <translation>%1 → %2：误差 %3 %&lt;br&gt;1−α_eff %4 预测 N = %6 时 E = %5%7</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&lt;br&gt;&lt;i&gt;re-listing of an unchanged machine: exact by construction, left out of the summary&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;未改动机器的重复上榜：由构造必然精确，不计入汇总&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>measured Rmax (TFlop/s)</source>
        <translation>实测 Rmax (TFlop/s)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>predicted Rmax (TFlop/s)</source>
        <translation>预测 Rmax (TFlop/s)</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>%n re-listing(s) with unchanged N, Rmax, Rpeak</source>
        <translation>
            <numerusform>%n 次 N、Rmax、Rpeak 均未变的重复上榜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n repeat(s) of a pair through a re-listed entry</source>
        <translation>
            <numerusform>%n 次经由重复上榜条目而重复的配对</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> (left out: %1)</source>
        <translation> (略去：%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Earlier entry&apos;s 1−α_eff → Amdahl E at the later N → Rmax = Rpeak·E.
%1 distinct predictions%2; mean |error| %3 %, worst %4 % (labels: yy-mm).</source>
        <translation>较早条目的 1−α_eff → 较晚 N 下的 Amdahl E → Rmax = Rpeak·E。
%1 个不同的预测%2；平均 |误差| %3 %，最差 %4 %（标签：yy-mm）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 % (repeat)</source>
        <translation>%1 %（重复）</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>No system has two TOP500 entries among the loaded data.</source>
        <translation>已加载数据中没有任何系统拥有两个 TOP500 条目。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only re-listings of unchanged machines: no prediction to summarise.</source>
        <translation>只有未改动机器的重复上榜：没有可汇总的预测。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>re-listing</source>
        <translation>重复上榜</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingInverseTab</name>
    <message>
        <location filename="../../views/scaling/scaling_inverse_tab.cpp" line="+16"/>
        <source>Series</source>
        <translation>数据系列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time against 1/N</source>
        <translation>时间对 1/N</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1/N (1 / processors)</source>
        <translation>1/N（1 / 处理器数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time T(N) (s)</source>
        <translation>时间 T(N) (s)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fitted line T = a + b/N</source>
        <translation>拟合直线 T = a + b/N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured runs</source>
        <translation>实测运行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Intercept a</source>
        <translation>截距 a</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>serial time a = %1 ± %2 s</source>
        <translation>串行时间 a = %1 ± %2 s</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>N = %1, line %2</source>
        <translation>N = %1，第 %2 行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>T against 1/N: %1 has no measured times</source>
        <translation>T 对 1/N：%1 没有实测时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>T against 1/N: no measured series loaded</source>
        <translation>T 对 1/N：未加载实测数据系列</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Time against 1/N: %1</source>
        <translation>时间对 1/N：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1/N</source>
        <translation>1/N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1/N (N in %1)</source>
        <translation>1/N（N 的单位：%1）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>slope: parallel time
b = %1 ± %2 s</source>
        <translation>斜率：并行时间
b = %1 ± %2 s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>T(N) = a + b/N: serial time a = %1 s, parallel work b = %2 s on one unit;
serial fraction a/(a + b) = %3, R² = %4</source>
        <translation>T(N) = a + b/N：串行时间 a = %1 s，单个单元上的并行工作量 b = %2 s；
串行比例 a/(a + b) = %3，R² = %4</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A negative intercept: the runs scale better than Amdahl&apos;s law allows.</source>
        <translation>截距为负：这些运行的扩展性好于阿姆达尔定律所允许的程度。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Weak-scaling series: this view assumes a fixed problem size.</source>
        <translation>弱扩展数据系列：此视图假设问题规模固定。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingPrecisionTab</name>
    <message>
        <location filename="../../views/scaling/scaling_precision_tab.cpp" line="+26"/>
        <source>Reduced precision: how much of the speed-up r reaches the run</source>
        <translation>低精度：加速比 r 有多少体现在运行中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Processors N (cores)</source>
        <translation>处理器数 N（核心）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Realised fraction, gain over FP64 / r</source>
        <translation>实现比例，相对 FP64 的增益 / r</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+6"/>
        <source>gain / r</source>
        <translation>增益 / r</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whole speed-up reaches the run (gain = r)</source>
        <translation>加速全部体现在运行中（增益 = r）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scenario&apos;s N</source>
        <translation>场景的 N</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Measured: (HPL-MxP / HPL) / r_machine</source>
        <translation>实测：(HPL-MxP / HPL) / r_machine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cores</source>
        <translation>核心</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gain / r_machine</source>
        <translation>增益 / r_machine</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Predicted FP32, gain / %1</source>
        <translation>预测 FP32，增益 / %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted FP16, gain / %1</source>
        <translation>预测 FP16，增益 / %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1&lt;br&gt;HPL-MxP %2 PFlop/s, HPL %3 PFlop/s: gain ×%4&lt;br&gt;r_machine = %5 (vendor peaks, hpl_mxp.csv) → %6 of it&lt;br&gt;N from the TOP500 list %7&lt;br&gt;model: FP16 ×%8 there (fraction %9 of r = %10)</source>
        <translation>%1&lt;br&gt;HPL-MxP %2 PFlop/s，HPL %3 PFlop/s：增益 ×%4&lt;br&gt;r_machine = %5（厂商峰值，hpl_mxp.csv）→ 实现其 %6&lt;br&gt;N 取自 TOP500 榜单 %7&lt;br&gt;模型：该处 FP16 ×%8（占 r = %10 的比例 %9）</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Model: compute shrinks by r, communication stays, so gain/r falls from 1 as N grows.</source>
        <translation>模型：计算缩短 r 倍，通信不变，因此 增益/r 随 N 增大从 1 开始下降。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> At N = %1: FP32 ×%2 (%3 of r), FP16 ×%4 (%5 of r).</source>
        <translation> N = %1 时：FP32 ×%2（r 的 %3），FP16 ×%4（r 的 %5）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>
Measured HPL-MxP is weak-scaled (matrix sized to memory) and another algorithm (low-precision LU + refinement, FP64-equivalent flops): its fractions run from %1 (%2) to %3 (%4).</source>
        <translation>
实测的 HPL-MxP 为弱扩展（矩阵大小按内存确定），且是另一种算法（低精度 LU + 迭代精化，按 FP64 等效 flops 计）：其比例从 %1（%2）到 %3（%4）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> Above 1: HPL-MxP ran nearer its low-precision peak than HPL to its FP64 peak.</source>
        <translation> 大于 1：HPL-MxP 相对其低精度峰值的接近程度，高于 HPL 相对其 FP64 峰值的接近程度。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> No vendor r_machine: %1.</source>
        <translation> 无厂商 r_machine：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> Not placed (no TOP500 entry for N): %1.</source>
        <translation> 未标出（N 无对应 TOP500 条目）：%1。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingStudyTab</name>
    <message>
        <location filename="../../views/scaling/scaling_study_tab.cpp" line="+48"/>
        <source>Series</source>
        <translation>数据系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Baseline</source>
        <translation>基准</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>smallest N</source>
        <translation>最小 N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>one node</source>
        <translation>单节点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>N = 1</source>
        <translation>N = 1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>node =</source>
        <translation>节点 =</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+103"/>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <location line="-103"/>
        <location line="+103"/>
        <source>±1 s.d.</source>
        <translation>±1 标准差</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Scaling study</source>
        <translation>扩展研究</translation>
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
        <translation>时间 T(N) (s)</translation>
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
        <translation>加速比 S</translation>
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
        <translation>并行效率 E = S/N</translation>
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
        <translation>理想</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ideal time (s)</source>
        <translation>理想时间 (s)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Each run</source>
        <translation>每次运行</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Outlier</source>
        <translation>离群值</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ideal S = N</source>
        <translation>理想 S = N</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Time T(N)</source>
        <translation>时间 T(N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency E</source>
        <translation>并行效率 E</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Scaling study: %1 has no measured times</source>
        <translation>扩展研究：%1 没有实测时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling study: no measured series loaded</source>
        <translation>扩展研究：未加载实测数据系列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Load a CSV with columns n,time_s (and group, scaling).</source>
        <translation>加载包含 n,time_s 列（以及 group、scaling 列）的 CSV。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>processors</source>
        <translation>处理器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling study: %1 (%2 scaling)</source>
        <translation>扩展研究：%1（%2扩展）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>strong</source>
        <translation>强</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>N (%1)</source>
        <translation>N (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 time (bars %2)</source>
        <translation>%1时间（误差棒：%2）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Ideal: T = T(N_b), E = 1</source>
        <translation>理想：T = T(N_b)，E = 1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ideal: T(N_b)·N_b/N, S = N</source>
        <translation>理想：T(N_b)·N_b/N，S = N</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+3"/>
        <source>Efficiency T(N_b)/T(N)</source>
        <translation>并行效率 T(N_b)/T(N)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Speed-up N_b·T(N_b)/T(N)</source>
        <translation>加速比 N_b·T(N_b)/T(N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Efficiency S/N (right axis)</source>
        <translation>并行效率 S/N（右轴）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Efficiency</source>
        <translation>并行效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>efficiency</source>
        <translation>并行效率</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>speed-up</source>
        <translation>加速比</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Baseline run: N = %1 %2, T = %3 s (%4 of %5 run(s)).</source>
        <translation>基准运行：N = %1 %2，T = %3 s（%5 次运行的%4）。</translation>
    </message>
</context>
<context>
    <name>scalescope::views::ScalingView</name>
    <message>
        <location filename="../../views/scaling/scaling_view.cpp" line="+34"/>
        <source>Scaling laws against N: Amdahl, Gustafson, USL, timeline model</source>
        <translation>扩展定律随 N 的变化：Amdahl、Gustafson、USL、时间线模型</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A law fitted to the measured series</source>
        <translation>拟合到实测数据系列的定律</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scaling study of the measured series</source>
        <translation>实测数据系列的扩展研究</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time against 1/N: serial and parallel parts</source>
        <translation>时间对 1/N：串行与并行部分</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>TOP500 generations: Rmax predicted by Amdahl against measured</source>
        <translation>TOP500 各代：阿姆达尔定律预测的 Rmax 与实测对比</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lower precision: predicted against measured HPL-MxP/HPL gain</source>
        <translation>更低精度：预测与实测 HPL-MxP/HPL 增益对比</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+12"/>
        <source>Curves</source>
        <translation>曲线</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>Fit</source>
        <translation>拟合</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>Study</source>
        <translation>研究</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>T vs 1/N</source>
        <translation>T 对 1/N</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generations</source>
        <translation>代际</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Law curves of the scenario against measured points, residuals</source>
        <translation>场景的定律曲线与实测点对比，残差</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fit a law to the selected series, with its 95 % band</source>
        <translation>将定律拟合到选定的数据系列，附 95 % 区间带</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scaling-study figure: time, speed-up and efficiency</source>
        <translation>扩展研究图：时间、加速比和并行效率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time against 1/N: serial and parallel time from a line</source>
        <translation>时间对 1/N：由直线得出串行与并行时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted vs measured Rmax across TOP500 generations</source>
        <translation>跨 TOP500 各代的预测与实测 Rmax 对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Predicted gain of reduced precision vs measured HPL-MxP/HPL</source>
        <translation>低精度的预测增益与实测 HPL-MxP/HPL 增益对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1/N</source>
        <translation>1/N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gen.</source>
        <translation>代际</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Prec.</source>
        <translation>精度</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Scaling</source>
        <translation>扩展</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SciSpinBox</name>
    <message>
        <location filename="../../views/common/sci_spin_box.cpp" line="+45"/>
        <source>%1 is above the largest value, %2: set to %2</source>
        <translation>%1 超过最大值 %2：已设为 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is below the smallest value, %2: set to %2</source>
        <translation>%1 低于最小值 %2：已设为 %2</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SeriesList</name>
    <message>
        <location filename="../../views/scaling/series_list.cpp" line="+17"/>
        <source>Remove file</source>
        <translation>移除文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show all</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Checked series are drawn on the Curves tab. Hidden ones stay loaded and saved; the bold one is fitted (Fit and Study tabs).</source>
        <translation>勾选的数据系列绘制在“曲线”标签页中。隐藏的系列仍保持加载并会被保存；粗体的系列用于拟合（“拟合”和“研究”标签页）。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>&lt;br&gt;From %1</source>
        <translation>&lt;br&gt;来自 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&lt;br&gt;Shipped with ScaleScope</source>
        <translation>&lt;br&gt;随 ScaleScope 提供</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;br&gt;&lt;i&gt;The active series of the Fit and Study tabs.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;“拟合”和“研究”标签页的活动数据系列。&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Unload %1 and every series read from it (Ctrl+Z brings it back)</source>
        <translation>卸载 %1 及从中读取的所有数据系列（Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select a series of one of your files; the shipped data can only be hidden</source>
        <translation>请选择你自己文件中的数据系列；随附数据只能隐藏</translation>
    </message>
</context>
<context>
    <name>scalescope::views::SurfaceView</name>
    <message>
        <location filename="../../views/surface/surface_view.cpp" line="+170"/>
        <source>Export figures… (Ctrl+E)</source>
        <translation>导出图… (Ctrl+E)</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+14"/>
        <source>Efficiency surface</source>
        <translation>效率曲面</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>model: %1</source>
        <translation>模型：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, your guess: %1</source>
        <translation>，你的估计：%1</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Surface camera</source>
        <translation>效率曲面视角</translation>
    </message>
</context>
<context>
    <name>scalescope::views::TimelineView</name>
    <message>
        <location filename="../../views/timeline/timeline_view.cpp" line="+88"/>
        <source>One step of the timeline model</source>
        <translation>时间线模型的一步</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Serial</source>
        <translation>串行</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Host↔device copy</source>
        <translation>主机↔设备复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Synchronisation</source>
        <translation>同步</translation>
    </message>
    <message>
        <location line="+122"/>
        <location line="+51"/>
        <source>Timeline model: S(N) and E(N)</source>
        <translation>时间线模型：S(N) 与 E(N)</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Processors N</source>
        <translation>处理器数 N</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>Efficiency E</source>
        <translation>并行效率 E</translation>
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
        <translation>加速比 S(N)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>S(N)</source>
        <translation>S(N)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Current N</source>
        <translation>当前 N</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>No accelerator: no host↔device copy.</source>
        <translation>无加速器：无主机↔设备复制。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy: %1 MB per step shared out, bytes/N per device (strong scaling).</source>
        <translation>复制：每步 %1 MB 被分摊，每设备 字节数/N（强扩展）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy: %1 MB per device per step at any N (each device a full memory, Végh&apos;s case); &apos;Copy per device&apos; offers bytes/N.</source>
        <translation>复制：任何 N 下每设备每步 %1 MB（每个设备一整块内存，Végh 的情形）；“每设备复制量”可改为 字节数/N。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source> The ~3× payload of the GPU is the tuned g = %1; the TOP500 rows show it per node, not per core (hover for what the data show).</source>
        <translation> GPU 约 3× 的有效载荷来自调定的 g = %1；TOP500 数据行按节点而非按核心显示这一点（悬停可查看数据说明了什么）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;p&gt;&lt;b&gt;What the shipped data do and do not show.&lt;/b&gt; The accelerator speed-up g is a fit: its default is tuned so that switching the accelerator on raises payload about 3×, as Végh reports for Piz Daint&apos;s GPU upgrade. Per node the TOP500 rows agree: 5,272 nodes with a K20X each in 2013-11, 5,320 with a P100 each in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), because the TOP500 counts a GPU&apos;s multiprocessors as cores: 22 per K20X node, 68 per P100 node. Where the rows do not agree with Végh: the gain did not come with little nominal gain, Rpeak per node rose ×3.2 as well.&lt;/p&gt;&lt;p&gt;The rows cannot isolate the memory effect: at about the same size, 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 nodes), 1−α_eff fell ÷2.6 per TOP500 core and rose +20 % per node; the network, software and HPL tuning changed too. The 2016-11 entry (3,040 nodes, part-way through the upgrade) compares a half-installed machine with a whole one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Copy per device.&lt;/b&gt; &apos;constant&apos; keeps every device&apos;s copy at the full bytes whatever N, so T_copy joins the serial part and a bigger accelerator memory raises 1−α_eff; &apos;divided_by_n&apos; shares the bytes out as under strong scaling.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;随附数据能说明什么、不能说明什么。&lt;/b&gt;加速器加速比 g 是拟合值：其默认值调整到开启加速器时有效载荷约提高 3×，与 Végh 报告的 Piz Daint GPU 升级相符。按节点计，TOP500 数据行与此一致：2013-11 有 5,272 个各带一块 K20X 的节点，2017-06 有 5,320 个各带一块 P100 的节点，每节点 Rmax 1.19 → 3.68 TFlop/s（×3.10）。按 TOP500 核心计则看不出来（两次均为 54 GFlop/s），因为 TOP500 把 GPU 的多处理器计为核心：每个 K20X 节点 22 个，每个 P100 节点 68 个。数据行与 Végh 不一致之处：这一增益并非以很小的名义增益换来，每节点 Rpeak 同样提高了 ×3.2。&lt;/p&gt;&lt;p&gt;这些数据行无法单独分离内存效应：在规模大致相同的情况下，2013-11（K20X，6 GB，5,272 个节点）→ 2017-06（P100，16 GB，5,320 个节点），按 TOP500 核心计 1−α_eff 降低 ÷2.6，按节点计升高 +20 %；网络、软件和 HPL 调优也同时发生了变化。2016-11 的条目（3,040 个节点，处于升级中途）是在拿一台只装了一半的机器与完整的机器比较。&lt;/p&gt;&lt;p&gt;&lt;b&gt;每设备复制量。&lt;/b&gt;&apos;constant&apos; 使每个设备无论 N 为多少都复制全部字节，因此 T_copy 计入串行部分，加速器内存越大 1−α_eff 越大；&apos;divided_by_n&apos; 则像强扩展那样分摊字节。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Timeline model: one step at N = %1 (%2)</source>
        <translation>时间线模型：N = %1 时的一步（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Timeline model at N&#xa0;=&#xa0;%1: E&#xa0;=&#xa0;%2</source>
        <translation>N = %1 时的时间线模型：E = %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model, N = %1: T(N) = %2 per step · E = %3</source>
        <translation>时间线模型，N = %1：每步 T(N) = %2 · E = %3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>T(N) = %1 per step  ·  comm/compute = %2  ·  E = %3  ·  1−α_eff = %4</source>
        <translation>每步 T(N) = %1  ·  通信/计算 = %2  ·  E = %3  ·  1−α_eff = %4</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time per step (s, log scale)</source>
        <translation>每步时间（s，对数刻度）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per step (s)</source>
        <translation>每步时间 (s)</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Timeline model: where one step&apos;s time goes at N</source>
        <translation>时间线模型：N 处一步的时间去向</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timeline model: speed-up and efficiency against N</source>
        <translation>时间线模型：加速比与并行效率随 N 的变化</translation>
    </message>
</context>
</TS>
