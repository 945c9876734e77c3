// Rows of the parameter table for the scaling laws (model/README.md §1, §2), the surface and the
// timeline panel, and the typed accessor of the laws.
#include "model/core/parameter_rows.h"
#include "model/core/scenario.h"
#include "model/core/translatable.h"
#include "model/laws/law_params.h"

namespace scalescope::model {

std::vector<ParameterSpec> lawParameters() {
  const RowBuilder laws{SCALESCOPE_TR_NOOP("Parameter", "Scaling laws")};
  const RowBuilder surface{SCALESCOPE_TR_NOOP("Parameter", "Surface")};
  const auto log = SliderScale::Log, lin = SliderScale::Linear;
  return {
      // Processors are whole (a drag gave 2.14, issue 32); typed in full: 387872, not 3.88e+05.
      laws.integer(
          Param::N, SCALESCOPE_TR_NOOP("Parameter", "Processors N"),
          SCALESCOPE_TR_NOOP("Unit", "units"), 1, 1e10, 387872, log,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Number of processing units. Default: Piz Daint's core count on the "
                             "TOP500 list of 2018-11 (387,872).")),
      laws.number(
          Param::SerialFraction, SCALESCOPE_TR_NOOP("Parameter", "Serial fraction 1−α"), "", 1e-12,
          1, 7.2e-7, log,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Non-parallelizable fraction of the work (1−α). Default: Piz Daint "
                             "2018-11, 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) ≈ 7.2·10⁻⁷.")),
      laws.number(
          Param::UslSigma, SCALESCOPE_TR_NOOP("Parameter", "USL contention σ"), "", 1e-12, 1,
          7.2e-7, log,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Contention coefficient of Gunther's Universal Scalability Law. "
                             "Default: the serial fraction's, Piz Daint 2018-11's 1−α_eff "
                             "≈ 7.2·10⁻⁷; with σ equal to 1−α and κ = 0 the USL is Amdahl's law.")),
      laws.number(
          Param::UslKappa, SCALESCOPE_TR_NOOP("Parameter", "USL coherency κ"), "", 1e-18, 1e-1,
          1e-13, log,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Coherency (crosstalk) coefficient of the USL; speed-up peaks at "
                             "N* = √((1−σ)/κ). Assumption, not measured.")),
      laws.number(Param::SunNiExponent, SCALESCOPE_TR_NOOP("Parameter", "Sun–Ni work growth b"), "",
                  0, 3, 1.5, lin,
                  SCALESCOPE_TR_NOOP(
                      "Parameter",
                      "Exponent b of G(N) = N^b in Sun and Ni's memory-bounded speed-up: the "
                      "parallel work grows by G(N) when the memory grows N-fold. b = 0 is Amdahl's "
                      "law, b = 1 Gustafson's. Default 1.5: dense matrix multiplication, n³ "
                      "operations on n² memory (Sun and Chen 2010).")),
      surface.integer(Param::SurfaceLogNMax,
                      SCALESCOPE_TR_NOOP("Parameter", "Surface N range up to 10^"), "", 2, 10, 8,
                      lin,
                      SCALESCOPE_TR_NOOP(
                          "Parameter",
                          "Upper end of the N axis of the efficiency surface and of the N sweeps, "
                          "as a power of ten.")),
      surface.integer(
          Param::SurfaceGrid, SCALESCOPE_TR_NOOP("Parameter", "Surface resolution"),
          SCALESCOPE_TR_NOOP("Unit", "cells"), 16, 512, 128, lin,
          SCALESCOPE_TR_NOOP("Parameter", "Grid points per axis of the efficiency surface (G×G).")),
      surface.toggle(Param::SurfaceShowAccelerated,
                     SCALESCOPE_TR_NOOP("Parameter", "Show systems with accelerator"), true,
                     SCALESCOPE_TR_NOOP(
                         "Parameter",
                         "Show the measured systems that list an accelerator (GPU, Xeon Phi, ...) "
                         "on the efficiency surface.")),
      surface.toggle(
          Param::SurfaceShowCpuOnly,
          SCALESCOPE_TR_NOOP("Parameter", "Show systems without accelerator"), true,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Show the measured systems that list no accelerator on the efficiency "
                             "surface. Rows of user measurement files count as systems without "
                             "accelerator.")),
      surface.integer(Param::SurfaceYearFrom,
                      SCALESCOPE_TR_NOOP("Parameter", "Systems listed from year"),
                      SCALESCOPE_TR_NOOP("Unit", "year"), 1993, 2030, 1993, lin,
                      SCALESCOPE_TR_NOOP(
                          "Parameter",
                          "Hide TOP500 entries of list editions before this year (the first list "
                          "appeared in 1993). Rows without a list edition are always shown.")),
      surface.integer(
          Param::SurfaceYearTo, SCALESCOPE_TR_NOOP("Parameter", "Systems listed up to year"),
          SCALESCOPE_TR_NOOP("Unit", "year"), 1993, 2030, 2030, lin,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Hide TOP500 entries of list editions after this year. Rows without a "
                             "list edition are always shown.")),
      surface.toggle(Param::TimelinePanelLogScale,
                     SCALESCOPE_TR_NOOP("Parameter", "Timeline panel: log time axis"), true,
                     SCALESCOPE_TR_NOOP(
                         "Parameter",
                         "Draw the five parts of one step in the Timeline panel on a logarithmic "
                         "time axis (they span several decades); off: linear seconds.")),
  };
}

LawParams lawParams(const Scenario& s) {
  return {.n = s.get(Param::N),
          .serialFraction = s.get(Param::SerialFraction),
          .uslSigma = s.get(Param::UslSigma),
          .uslKappa = s.get(Param::UslKappa),
          .sunNiExponent = s.get(Param::SunNiExponent)};
}

}  // namespace scalescope::model
