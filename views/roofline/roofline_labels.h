#pragma once
// Names and sources of the roofline's roofs, levels and machines (model/README.md §7), so
// that the plot, its tooltips and its legend call each one the same way, in the app's language.

#include <QColor>
#include <QString>
#include <string>

#include "model/roofline/roofline.h"

namespace scalescope::views {

/// "UPMEM system, 2,048 DPUs", "CPU: 2× AMD EPYC 7742", "GPU: NVIDIA A100 80 GB PCIe".
QString rooflineMachineName(model::RooflineMachineId machine, const model::PimParams& params);
/// The timeline's machine in the machine box: "Timeline model, 387,872 units".
QString timelineMachineName(double n);
/// A measured machine in the machine box: "Measured: edison (ERT 1.1.0)".
QString measuredMachineName(const model::MeasuredRoofSet& set);
/// "DPU pipeline", "MRAM↔WRAM", "CPU→DPU link", ...
QString roofName(const std::string& roofId);
/// A roof's name: a measured roof's as its file gives it ("DRAM"), else roofName of its id.
QString roofLabel(const model::Roof& roof);
/// Where the roof's number comes from and how it is computed, one or two sentences.
QString roofSource(const std::string& roofId);
/// What a measured roof is: who measured it where, and its share of the value its file
/// states, when it states one.
QString measuredRoofSource(const model::Roof& roof, const model::MeasuredRoofSet& set);
/// "specification", "measured", "assumed", "fitted", "typed".
QString roofOriginName(model::RoofOrigin origin);
/// The level a dot stands for: "DPUs (MRAM↔WRAM)", "CPU→DPU", "CPU hardware bound", ...
QString rooflineLevelName(const std::string& dotId);
/// The level in "bound by …": "the DPUs (compute and MRAM↔WRAM)", "the CPU→DPU link", ...;
/// a part of the timeline's step by its id ("serial", "compute", "copy", "comm", "sync").
QString rooflineBindingPhrase(const std::string& dotId);
/// Colour of a roof or of the dots of its level.
QColor roofColor(const std::string& roofId);
/// A rate with an SI prefix and 3 significant digits: "21.4 Gop/s", "1.43 TB/s".
QString siRate(double value, const QString& unit);

}  // namespace scalescope::views
