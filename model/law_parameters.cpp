// Rows of the parameter table for the scaling laws (SCIENCE.md §1, §2).
#include "model/parameter_table.h"

namespace scalescope::model {

std::vector<ParameterSpec> lawParameters() {
  const std::string group = "Scaling laws";
  return {
      {.id = "n",
       .label = "Processors N",
       .unit = "units",
       .kind = ParameterKind::Number,
       .minimum = 1,
       .maximum = 1e10,
       .defaultValue = 387872,
       .scale = SliderScale::Log,
       .group = group,
       .tooltip = "Number of processing units. Default: Piz Daint's core count on the "
                  "TOP500 list of 2018-11 (387,872).",
       .decimals = 6},
      {.id = "serial_fraction",
       .label = "Serial fraction 1−α",
       .unit = "",
       .kind = ParameterKind::Number,
       .minimum = 1e-12,
       .maximum = 1,
       .defaultValue = 7.2e-7,
       .scale = SliderScale::Log,
       .group = group,
       .tooltip = "Non-parallelizable fraction of the work (1−α). Default: Piz Daint "
                  "2018-11, 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7.2·10⁻⁷.",
       .decimals = 3},
      {.id = "usl.sigma",
       .label = "USL contention σ",
       .unit = "",
       .kind = ParameterKind::Number,
       .minimum = 1e-12,
       .maximum = 1,
       .defaultValue = 7.2e-7,
       .scale = SliderScale::Log,
       .group = group,
       .tooltip = "Contention coefficient of Gunther's Universal Scalability Law.",
       .decimals = 3},
      {.id = "usl.kappa",
       .label = "USL coherency κ",
       .unit = "",
       .kind = ParameterKind::Number,
       .minimum = 1e-18,
       .maximum = 1e-1,
       .defaultValue = 1e-13,
       .scale = SliderScale::Log,
       .group = group,
       .tooltip = "Coherency (crosstalk) coefficient of the USL; speed-up peaks at "
                  "N* = √((1−σ)/κ). Assumption, not measured.",
       .decimals = 3},
      {.id = "surface.log_n_max",
       .label = "Surface N range up to 10^",
       .unit = "",
       .kind = ParameterKind::Integer,
       .minimum = 2,
       .maximum = 10,
       .defaultValue = 8,
       .scale = SliderScale::Linear,
       .group = "Surface",
       .tooltip = "Upper end of the N axis of the efficiency surface and of the N sweeps, "
                  "as a power of ten.",
       .decimals = 0},
      {.id = "surface.grid",
       .label = "Surface resolution",
       .unit = "cells",
       .kind = ParameterKind::Integer,
       .minimum = 16,
       .maximum = 512,
       .defaultValue = 128,
       .scale = SliderScale::Linear,
       .group = "Surface",
       .tooltip = "Grid points per axis of the efficiency surface (G×G).",
       .decimals = 0},
  };
}

}  // namespace scalescope::model
