#!/usr/bin/env python3
"""The peer of bench_interaction (issue 6): the same three pictures drawn the way people
otherwise do it, with numpy + matplotlib (Agg) in a notebook with sliders.

Interactive mode (default) draws one 1500x900 px figure like ScaleScope's window -- a 3D
surface of Amdahl efficiency on a GxG log grid with a colour bar and the current-scenario
marker, a log-log speed-up plot of Amdahl, Gustafson and the USL, and stacked bars of a
PIM-like epoch breakdown -- then performs the same parameter moves as bench_interaction
(N, serial fraction, precision, DPUs, algorithm in turn). Each step is what an ipywidgets
callback does: recompute with numpy, redraw, fig.canvas.draw(). Its last line is exactly
    median_ms=<x> p95_ms=<y> steps=<k> grid=<g>

--mode clear   (default) clear the axes and draw everything again, as interact() does;
--mode inplace the careful notebook: keep the artists, update their data, re-create only
               what matplotlib cannot update (the 3D surface when its grid changes).

--export DIR --formats png,pdf,svg,csv writes the files ScaleScope's batch export writes
(surface, scaling, pim, pim_scaling figures at 1200x900 px, and CSV numbers) instead.

The numbers come from simple numpy formulas of the same shape as ScaleScope's model: the
point is the cost of computing and drawing them, not the science.
"""
import argparse
import math
import os
import statistics
import sys
import time

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402

LOG_N_MAX = 8
LOG_S_MIN, LOG_S_MAX = -10.0, -1.0
CURVE_POINTS = 241
ALGORITHMS = ["MA-SGD", "GA-SGD", "ADMM"]
PRECISION_SPEEDUP = [1.0, 2.0, 4.0, 8.0]  # fp64, fp32, fp16, int8
CATEGORIES = ["PIM compute", "MRAM-WRAM", "CPU-DPU", "DPU-CPU", "Host sync"]
COLOURS = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00"]


def default_params(grid):
    return {"n": 387872.0, "serial_fraction": 7.2e-7, "usl.sigma": 7.2e-7,
            "usl.kappa": 1e-13, "timeline.precision": 0, "pim.dpus": 2048,
            "pim.algorithm": 0, "grid": grid}


def move_at(step):
    """The same slider moves as bench_interaction's moveAt()."""
    rnd = step // 5
    phase = rnd % 18
    f = (phase if phase <= 9 else 18 - phase) / 9.0
    kind = step % 5
    if kind == 0:
        return "n", round(10 ** (2 + 6 * f))
    if kind == 1:
        return "serial_fraction", 10 ** (-9 + 7 * f)
    if kind == 2:
        return "timeline.precision", (rnd + 1) % 4
    if kind == 3:
        return "pim.dpus", round(64 * 40 ** f)
    return "pim.algorithm", (rnd + 1) % 3


# ---- the numbers --------------------------------------------------------------------------

def amdahl_efficiency(n, s):
    return 1.0 / (n * s + (1.0 - s))  # E = S/N with S = 1/(s + (1-s)/N)


def efficiency_grid(g):
    log_n = np.linspace(0.0, LOG_N_MAX, g)
    log_s = np.linspace(LOG_S_MIN, LOG_S_MAX, g)
    ln, ls = np.meshgrid(log_n, log_s)
    return ln, ls, amdahl_efficiency(10.0 ** ln, 10.0 ** ls)


def law_curves(p):
    n = np.logspace(0, LOG_N_MAX, CURVE_POINTS)
    s, sigma, kappa = p["serial_fraction"], p["usl.sigma"], p["usl.kappa"]
    r = PRECISION_SPEEDUP[int(p["timeline.precision"])]
    amdahl = 1.0 / (s + (1.0 - s) / n)
    gustafson = n - s * (n - 1.0)
    usl = n / (1.0 + sigma * (n - 1.0) + kappa * n * (n - 1.0))
    # The timeline-like curve: a communication term that grows with log N and shrinks with r.
    t1 = 1.0
    tn = s + (1.0 - s) / (n * r) + 1e-6 * np.ceil(np.log2(n)) / r
    timeline = t1 / tn
    return n, {"Amdahl": amdahl, "Gustafson": gustafson, "USL": usl, "Timeline": timeline,
               "ideal": n}


def pim_breakdown(dpus):
    """Epoch seconds per category (rows) for each algorithm (columns), weak scaling."""
    ranks = dpus / 64.0
    host_bw = 6.7e9 * ranks ** 0.5
    model_bytes = 4.0 * 4096
    compute = np.array([2.55, 2.50, 2.55])
    mram = np.array([0.40, 0.38, 0.42])
    rounds = np.array([150.0, 900.0, 10.0])
    cpu_dpu = rounds * model_bytes * dpus / host_bw
    dpu_cpu = rounds * model_bytes * dpus / (host_bw * 0.7)
    host = rounds * model_bytes / 4.0 * dpus / 1.5e9 * np.array([1.0, 1.0, 7.0])
    return np.vstack([compute, mram, cpu_dpu, dpu_cpu, host])


def pim_scaling(algorithm):
    counts = np.array([256, 512, 768, 1024, 1280, 1536, 1792, 2048, 2304, 2560])
    times = np.array([pim_breakdown(c)[:, algorithm].sum() for c in counts])
    speedup = (counts / counts[0]) * times[0] / times  # weak scaling: work grows with N
    return counts, speedup


# ---- drawing ------------------------------------------------------------------------------

def draw_surface(ax, fig, grid_data, p, cax=None):
    ln, ls, e = grid_data
    surf = ax.plot_surface(ln, ls, e, cmap="viridis", vmin=0, vmax=1, rstride=1, cstride=1,
                           linewidth=0, antialiased=False)
    n, s = p["n"], p["serial_fraction"]
    marker = ax.scatter([math.log10(n)], [math.log10(s)], [amdahl_efficiency(n, s)],
                        color="red", s=60, depthshade=False, zorder=10)
    ax.set_xlabel("log10 processors N")
    ax.set_ylabel("log10 serial fraction 1-alpha")
    ax.set_zlabel("Efficiency E")
    ax.set_zlim(0, 1)
    bar = fig.colorbar(surf, ax=ax if cax is None else None, cax=cax, shrink=0.6,
                       label="Efficiency E")
    return surf, marker, bar


def draw_scaling(ax, p):
    n, curves = law_curves(p)
    lines = {}
    for name, y in curves.items():
        style = "--" if name == "ideal" else "-"
        (lines[name],) = ax.loglog(n, y, style, label=name)
    cursor = ax.axvline(p["n"], color="grey", linestyle=":")
    ax.set_xlabel("Processors N")
    ax.set_ylabel("Speed-up S(N)")
    ax.set_ylim(0.8, 10 ** (LOG_N_MAX + 0.3))
    ax.legend(loc="upper left", fontsize=8)
    ax.grid(True, which="major", alpha=0.3)
    return lines, cursor


def draw_pim(ax, p):
    data = pim_breakdown(p["pim.dpus"])
    x = np.arange(3)
    bottom = np.zeros(3)
    bars = []
    for i, name in enumerate(CATEGORIES):
        bars.append(ax.bar(x, data[i], bottom=bottom, color=COLOURS[i], label=name))
        bottom = bottom + data[i]
    texts = [ax.text(i, bottom[i], f"{bottom[i]:.2f} s", ha="center", va="bottom",
                     fontweight="bold") for i in range(3)]
    sel = int(p["pim.algorithm"])
    highlight = ax.add_patch(Rectangle((sel - 0.5, 0), 1, 1, transform=ax.get_xaxis_transform(),
                                       color="0.9", zorder=0))
    ax.set_xticks(x, ALGORITHMS)
    ax.set_ylabel("Time of 1 epoch (s)")
    ax.set_title(f"N = {int(p['pim.dpus'])} DPUs, weak scaling, 1 epoch", fontsize=10)
    ax.legend(loc="upper right", fontsize=7, ncol=2)
    return bars, texts, highlight


class Notebook:
    """One figure with the three pictures; step() is the slider callback."""

    def __init__(self, grid, mode):
        self.p = default_params(grid)
        self.mode = mode
        self.fig = plt.figure(figsize=(15, 9), dpi=100)
        self.grid_data = efficiency_grid(grid)
        self.draw_all()

    def make_axes(self):
        self.ax3d = self.fig.add_axes([0.0, 0.05, 0.47, 0.9], projection="3d",
                                      computed_zorder=False)
        self.cax = self.fig.add_axes([0.48, 0.25, 0.012, 0.5])
        self.ax_s = self.fig.add_axes([0.6, 0.57, 0.37, 0.38])
        self.ax_p = self.fig.add_axes([0.6, 0.07, 0.37, 0.38])

    def draw_all(self):
        self.make_axes()
        self.surf, self.marker, _ = draw_surface(self.ax3d, self.fig, self.grid_data, self.p,
                                                 cax=self.cax)
        self.lines, self.cursor = draw_scaling(self.ax_s, self.p)
        self.bars, self.texts, self.highlight = draw_pim(self.ax_p, self.p)
        self.fig.canvas.draw()

    def step(self, key, value):
        self.p[key] = value
        if self.mode == "clear":
            self.grid_data = efficiency_grid(self.p["grid"])
            self.fig.clf()  # what re-running a notebook cell does: a fresh figure
            self.draw_all()
            return
        # In place: only the artists whose inputs changed.
        if key in ("n", "serial_fraction"):
            n, s = self.p["n"], self.p["serial_fraction"]
            self.marker._offsets3d = ([math.log10(n)], [math.log10(s)],
                                      [amdahl_efficiency(n, s)])
        if key in ("n", "serial_fraction", "timeline.precision"):
            _, curves = law_curves(self.p)
            for name, y in curves.items():
                self.lines[name].set_ydata(y)
            self.cursor.set_xdata([self.p["n"], self.p["n"]])
        if key in ("pim.dpus", "pim.algorithm"):
            data = pim_breakdown(self.p["pim.dpus"])
            bottom = np.zeros(3)
            for i, container in enumerate(self.bars):
                for j, rect in enumerate(container):
                    rect.set_y(bottom[j])
                    rect.set_height(data[i][j])
                bottom = bottom + data[i]
            for j, t in enumerate(self.texts):
                t.set_position((j, bottom[j]))
                t.set_text(f"{bottom[j]:.2f} s")
            sel = int(self.p["pim.algorithm"])
            self.highlight.set_x(sel - 0.5)
            self.ax_p.set_title(f"N = {int(self.p['pim.dpus'])} DPUs, weak scaling, 1 epoch",
                                fontsize=10)
            self.ax_p.relim()
            self.ax_p.autoscale_view()
        self.fig.canvas.draw()


def run_interactive(args):
    t_start = time.perf_counter()
    nb = Notebook(args.grid, args.mode)
    startup_ms = (time.perf_counter() - t_start) * 1e3
    times, cpu = [], []
    per_key = {}
    for k in range(args.warmup + args.steps):
        key, value = move_at(k)
        t0, c0 = time.perf_counter(), time.process_time()
        nb.step(key, value)
        ms = (time.perf_counter() - t0) * 1e3
        if k >= args.warmup:
            times.append(ms)
            cpu.append((time.process_time() - c0) * 1e3)
            per_key.setdefault(key, []).append(ms)
    if args.save:
        nb.fig.savefig(args.save)
    rss = 0.0
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) / 1024.0
    print(f"peer: matplotlib {matplotlib.__version__} numpy {np.__version__} backend Agg, "
          f"mode {args.mode}, figure 1500x900 px, grid {args.grid}x{args.grid}")
    print(f"startup: first figure drawn {startup_ms:.0f} ms after imports; rss_mb={rss:.1f}")
    print("per parameter (ms, median / p95):")
    for key in sorted(per_key):
        v = sorted(per_key[key])
        print(f"  {key:20s} {statistics.median(v):9.1f} {percentile(v, 0.95):9.1f}  "
              f"({len(v)} steps)")
    print(f"step wall: median {statistics.median(times):.2f} p95 {percentile(times, 0.95):.2f} "
          f"ms; process CPU per step: median {statistics.median(cpu):.2f} ms")
    print(f"median_ms={statistics.median(times):.2f} p95_ms={percentile(times, 0.95):.2f} "
          f"steps={args.steps} grid={args.grid}")


def percentile(values, p):
    v = sorted(values)
    rank = max(1, min(len(v), math.ceil(p * len(v))))
    return v[rank - 1]


# ---- batch export -------------------------------------------------------------------------

def write_csvs(directory, p, grid):
    ln, ls, e = efficiency_grid(grid)
    np.savetxt(os.path.join(directory, "surface.csv"),
               np.column_stack([10.0 ** ln.ravel(), 10.0 ** ls.ravel(), e.ravel()]),
               delimiter=",", header="n,serial_fraction,efficiency", comments="", fmt="%.10g")
    n, curves = law_curves(p)
    names = list(curves)
    np.savetxt(os.path.join(directory, "scaling.csv"),
               np.column_stack([n] + [curves[k] for k in names]), delimiter=",",
               header=",".join(["n"] + names), comments="", fmt="%.10g")
    rows = []
    for a in range(3):
        counts, speedup = pim_scaling(a)
        for c, s in zip(counts, speedup):
            rows.append([a, c, *pim_breakdown(c)[:, a], s])
    np.savetxt(os.path.join(directory, "pim.csv"), np.array(rows), delimiter=",",
               header="algorithm,dpus," + ",".join(CATEGORIES) + ",speedup", comments="",
               fmt="%.10g")


def run_export(args):
    os.makedirs(args.export, exist_ok=True)
    p = default_params(args.grid)
    formats = [f.strip() for f in args.formats.split(",") if f.strip()]
    written = 0
    grid_data = efficiency_grid(args.grid)
    for fmt in formats:
        if fmt == "csv":
            write_csvs(args.export, p, args.grid)
            written += 3
            continue
        figures = {}
        fig = plt.figure(figsize=(12, 9), dpi=100)
        draw_surface(fig.add_subplot(projection="3d", computed_zorder=False), fig, grid_data, p)
        figures["surface"] = fig
        fig, ax = plt.subplots(figsize=(12, 9), dpi=100)
        draw_scaling(ax, p)
        figures["scaling"] = fig
        fig, ax = plt.subplots(figsize=(12, 9), dpi=100)
        draw_pim(ax, p)
        figures["pim"] = fig
        fig, ax = plt.subplots(figsize=(12, 9), dpi=100)
        for a, name in enumerate(ALGORITHMS):
            counts, speedup = pim_scaling(a)
            ax.plot(counts, speedup, "o-", label=name)
        ax.plot(counts, counts / counts[0], "k--", label="ideal")
        ax.set_xlabel("DPUs N")
        ax.set_ylabel("Speed-up over 256 DPUs")
        ax.legend()
        figures["pim_scaling"] = fig
        for name, fig in figures.items():
            fig.savefig(os.path.join(args.export, f"{name}.{fmt}"), dpi=100)
            plt.close(fig)
            written += 1
    print(f"exported {written} files to {args.export}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--grid", type=int, default=128)
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--mode", choices=["clear", "inplace"], default="clear")
    ap.add_argument("--save", metavar="PNG", help="save the last interactive frame")
    ap.add_argument("--export", metavar="DIR")
    ap.add_argument("--formats", default="png,pdf,svg,csv")
    args = ap.parse_args()
    if args.export:
        run_export(args)
    else:
        run_interactive(args)


if __name__ == "__main__":
    main()
