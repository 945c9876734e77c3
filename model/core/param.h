#pragma once
// Every parameter of the table as a name the compiler checks. Code reads a parameter as
// `scenario.get(Param::N)` (or through its area's typed struct: lawParams, timelineParams,
// ...), never by its string id: a misspelt name does not compile. The string id of each
// parameter is written once, here; it is what the scenario file, `--set` and the panel use.
//
// Adding a parameter: one line below (its area, its name, its id), one row with the same
// Param in the area's *_parameters.cpp, and the field in the area's typed struct. The
// table checks at construction that every Param has exactly one row.

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

// X(area, Name, "id"), in the order of the table and of the parameter panel. The area says
// which typed struct reads the parameter (ParamArea below); the name is the id in PascalCase.
#define SCALESCOPE_PARAMETERS(X) \
  X(Laws, N, "n") \
  X(Laws, SerialFraction, "serial_fraction") \
  X(Laws, UslSigma, "usl.sigma") \
  X(Laws, UslKappa, "usl.kappa") \
  X(Laws, SunNiExponent, "sun_ni.exponent") \
  X(Surface, SurfaceLogNMax, "surface.log_n_max") \
  X(Surface, SurfaceGrid, "surface.grid") \
  X(Surface, SurfaceShowAccelerated, "surface.show_accelerated") \
  X(Surface, SurfaceShowCpuOnly, "surface.show_cpu_only") \
  X(Surface, SurfaceYearFrom, "surface.year_from") \
  X(Surface, SurfaceYearTo, "surface.year_to") \
  X(TimelinePanel, TimelinePanelLogScale, "timeline_panel.log_scale") \
  X(Timeline, TimelineSerialS, "timeline.serial_s") \
  X(Timeline, TimelineComputeS, "timeline.compute_s") \
  X(Timeline, TimelinePrecision, "timeline.precision") \
  X(Timeline, TimelineSpeedupFp32, "timeline.speedup_fp32") \
  X(Timeline, TimelineSpeedupFp16, "timeline.speedup_fp16") \
  X(Timeline, TimelineSpeedupInt8, "timeline.speedup_int8") \
  X(Timeline, TimelineReducedPrecisionComm, "timeline.reduced_precision_comm") \
  X(Timeline, TimelineAccelerator, "timeline.accelerator") \
  X(Timeline, TimelineAcceleratorSpeedup, "timeline.accelerator_speedup") \
  X(Timeline, TimelineAcceleratorMemoryGb, "timeline.accelerator_memory_gb") \
  X(Timeline, TimelineRefreshFraction, "timeline.refresh_fraction") \
  X(Timeline, TimelineCopyScaling, "timeline.copy_scaling") \
  X(Timeline, TimelineLinkBandwidthGbs, "timeline.link_bandwidth_gbs") \
  X(Timeline, TimelineLinkLatencyUs, "timeline.link_latency_us") \
  X(Timeline, TimelineCommPattern, "timeline.comm_pattern") \
  X(Timeline, TimelineNetLatencyUs, "timeline.net_latency_us") \
  X(Timeline, TimelineNetBandwidthGbs, "timeline.net_bandwidth_gbs") \
  X(Timeline, TimelineMessageBytes, "timeline.message_bytes") \
  X(Timeline, TimelineSyncUs, "timeline.sync_us") \
  X(Pim, PimDataset, "pim.dataset") \
  X(Pim, PimModel, "pim.model") \
  X(Pim, PimAlgorithm, "pim.algorithm") \
  X(Pim, PimDpus, "pim.dpus") \
  X(Pim, PimScaling, "pim.scaling") \
  X(Pim, PimEpochs, "pim.epochs") \
  X(Pim, PimBatchMa, "pim.batch_ma") \
  X(Pim, PimBatchGa, "pim.batch_ga") \
  X(Pim, PimBatchAdmm, "pim.batch_admm") \
  X(Pim, PimDpuClockMhz, "pim.dpu_clock_mhz") \
  X(Pim, PimTasklets, "pim.tasklets") \
  X(Pim, PimDmaAlphaReadCycles, "pim.dma_alpha_read_cycles") \
  X(Pim, PimDmaAlphaWriteCycles, "pim.dma_alpha_write_cycles") \
  X(Pim, PimDmaBetaCyclesPerByte, "pim.dma_beta_cycles_per_byte") \
  X(Pim, PimDmaTransferBytes, "pim.dma_transfer_bytes") \
  X(Pim, PimDmaModelTransferBytes, "pim.dma_model_transfer_bytes") \
  X(Pim, PimCyclesPerMultiply, "pim.cycles_per_multiply") \
  X(Pim, PimCyclesPerElementOp, "pim.cycles_per_element_op") \
  X(Pim, PimCyclesPerSigmoid, "pim.cycles_per_sigmoid") \
  X(Pim, PimCyclesPerDivision, "pim.cycles_per_division") \
  X(Pim, PimCpuToDpuGbsPerRank, "pim.cpu_to_dpu_gbs_per_rank") \
  X(Pim, PimDpuToCpuGbsPerRank, "pim.dpu_to_cpu_gbs_per_rank") \
  X(Pim, PimRankScalingExponent, "pim.rank_scaling_exponent") \
  X(Pim, PimHostElementsPerSecond, "pim.host_elements_per_second") \
  X(Pim, PimAdmmHostPasses, "pim.admm_host_passes") \
  X(Pim, PimHostCallOverheadUs, "pim.host_call_overhead_us") \
  X(Pim, PimCpuBandwidthGbs, "pim.cpu_bandwidth_gbs") \
  X(Pim, PimCpuPeakGflops, "pim.cpu_peak_gflops") \
  X(Pim, PimCpuProcesses, "pim.cpu_processes") \
  X(Pim, PimCpuAllreduceLatencyUs, "pim.cpu_allreduce_latency_us") \
  X(Pim, PimCpuAllreduceGbs, "pim.cpu_allreduce_gbs") \
  X(Pim, PimCpuStepOverheadUs, "pim.cpu_step_overhead_us") \
  X(Pim, PimGpuData, "pim.gpu_data") \
  X(Pim, PimGpuBandwidthGbs, "pim.gpu_bandwidth_gbs") \
  X(Pim, PimPcieGbs, "pim.pcie_gbs") \
  X(Pim, PimGpuMemoryGb, "pim.gpu_memory_gb") \
  X(Pim, PimGpuPeakGflops, "pim.gpu_peak_gflops") \
  X(Scaling, ScalingQuantity, "scaling.quantity") \
  X(Scaling, ScalingShowAmdahl, "scaling.show_amdahl") \
  X(Scaling, ScalingShowGustafson, "scaling.show_gustafson") \
  X(Scaling, ScalingShowUsl, "scaling.show_usl") \
  X(Scaling, ScalingShowTimeline, "scaling.show_timeline") \
  X(Scaling, ScalingShowIdeal, "scaling.show_ideal") \
  X(Scaling, ScalingShowSunNi, "scaling.show_sun_ni") \
  X(Scaling, ScalingShowMeasured, "scaling.show_measured") \
  X(Scaling, ScalingShowTop500, "scaling.show_top500") \
  X(Scaling, ScalingUnitPeakGflops, "scaling.unit_peak_gflops") \
  X(Scaling, ScalingLaw, "scaling.law") \
  X(Scaling, ScalingSeries, "scaling.series") \
  X(Scaling, ScalingShowFit, "scaling.show_fit") \
  X(Scaling, ScalingFitFirstK, "scaling.fit_first_k") \
  X(Scaling, ScalingFitNoise, "scaling.fit_noise") \
  X(Scaling, ScalingBaseline, "scaling.baseline") \
  X(Scaling, ScalingUnitsPerNode, "scaling.units_per_node") \
  X(Scaling, ScalingCenter, "scaling.center") \
  X(Scaling, ScalingErrorBars, "scaling.error_bars") \
  X(Roofline, RooflineCustomPeakGflops, "roofline.custom_peak_gflops") \
  X(Roofline, RooflineCustomMemoryGbs, "roofline.custom_memory_gbs") \
  X(Roofline, RooflineCustomLinkGbs, "roofline.custom_link_gbs")

namespace scalescope::model {

/// One parameter; its value is also its row's index in parameterTable().
enum class Param : std::uint8_t {
#define SCALESCOPE_PARAM_NAME(area, name, id) name,
  SCALESCOPE_PARAMETERS(SCALESCOPE_PARAM_NAME)
#undef SCALESCOPE_PARAM_NAME
};

/// Which typed struct reads a parameter: lawParams (Laws), surfaceSettings (Surface),
/// timelinePanelSettings (TimelinePanel), timelineParams (Timeline), pimParams (Pim),
/// scalingSettings (Scaling), customMachineParams (Roofline).
enum class ParamArea : std::uint8_t {
  Laws,
  Surface,
  TimelinePanel,
  Timeline,
  Pim,
  Scaling,
  Roofline
};

inline constexpr std::size_t kParamCount = 0
#define SCALESCOPE_PARAM_COUNT(area, name, id) +1
    SCALESCOPE_PARAMETERS(SCALESCOPE_PARAM_COUNT)
#undef SCALESCOPE_PARAM_COUNT
    ;

/// Row index of a parameter in parameterTable() and in Scenario::values().
constexpr std::size_t paramIndex(Param p) {
  return static_cast<std::size_t>(p);
}
/// The parameter of row `index` (index < kParamCount).
constexpr Param paramAt(std::size_t index) {
  return static_cast<Param>(index);
}

/// The string id: file format, command line, panel object names.
constexpr std::string_view paramId(Param p) {
  constexpr std::string_view ids[] = {
#define SCALESCOPE_PARAM_ID(area, name, id) id,
      SCALESCOPE_PARAMETERS(SCALESCOPE_PARAM_ID)
#undef SCALESCOPE_PARAM_ID
  };
  return ids[paramIndex(p)];
}

constexpr ParamArea paramArea(Param p) {
  constexpr ParamArea areas[] = {
#define SCALESCOPE_PARAM_AREA(area, name, id) ParamArea::area,
      SCALESCOPE_PARAMETERS(SCALESCOPE_PARAM_AREA)
#undef SCALESCOPE_PARAM_AREA
  };
  return areas[paramIndex(p)];
}

/// The parameter with this string id, if any (reading files and --set).
constexpr std::optional<Param> paramFromId(std::string_view id) {
  for (std::size_t i = 0; i < kParamCount; ++i)
    if (paramId(paramAt(i)) == id) return paramAt(i);
  return std::nullopt;
}

/// A set of parameters: what a view or a model function reads, or what an edit changed.
class ParamSet {
 public:
  constexpr ParamSet() = default;
  constexpr ParamSet(std::initializer_list<Param> params) {
    for (Param p : params) insert(p);
  }
  /// Every parameter of the table.
  static constexpr ParamSet all() {
    ParamSet s;
    for (std::size_t i = 0; i < kParamCount; ++i) s.insert(paramAt(i));
    return s;
  }

  constexpr ParamSet& insert(Param p) {
    m_words[paramIndex(p) / 64] |= bit(p);
    return *this;
  }
  constexpr ParamSet& erase(Param p) {
    m_words[paramIndex(p) / 64] &= ~bit(p);
    return *this;
  }
  constexpr bool contains(Param p) const { return (m_words[paramIndex(p) / 64] & bit(p)) != 0; }
  constexpr bool empty() const {
    for (auto w : m_words)
      if (w) return false;
    return true;
  }
  constexpr std::size_t size() const {
    std::size_t n = 0;
    for (std::size_t i = 0; i < kParamCount; ++i) n += contains(paramAt(i)) ? 1 : 0;
    return n;
  }
  /// True when the sets share a parameter: "did any of these change?"
  constexpr bool intersects(const ParamSet& other) const { return !(*this & other).empty(); }

  friend constexpr ParamSet operator|(ParamSet a, const ParamSet& b) {
    for (std::size_t i = 0; i < kWords; ++i) a.m_words[i] |= b.m_words[i];
    return a;
  }
  friend constexpr ParamSet operator&(ParamSet a, const ParamSet& b) {
    for (std::size_t i = 0; i < kWords; ++i) a.m_words[i] &= b.m_words[i];
    return a;
  }
  /// The parameters of `a` that are not in `b`.
  friend constexpr ParamSet operator-(ParamSet a, const ParamSet& b) {
    for (std::size_t i = 0; i < kWords; ++i) a.m_words[i] &= ~b.m_words[i];
    return a;
  }
  constexpr ParamSet& operator|=(const ParamSet& b) { return *this = *this | b; }
  constexpr bool operator==(const ParamSet&) const = default;

  /// Iterates the members in table order: `for (Param p : set)`.
  class Iterator {
   public:
    constexpr Iterator(const ParamSet* set, std::size_t i) : m_set(set), m_i(i) { skip(); }
    constexpr Param operator*() const { return paramAt(m_i); }
    constexpr Iterator& operator++() {
      ++m_i;
      skip();
      return *this;
    }
    constexpr bool operator==(const Iterator& o) const { return m_i == o.m_i; }

   private:
    constexpr void skip() {
      while (m_i < kParamCount && !m_set->contains(paramAt(m_i))) ++m_i;
    }
    const ParamSet* m_set;
    std::size_t m_i;
  };
  constexpr Iterator begin() const { return {this, 0}; }
  constexpr Iterator end() const { return {this, kParamCount}; }

 private:
  static constexpr std::size_t kWords = (kParamCount + 63) / 64;
  static constexpr std::uint64_t bit(Param p) { return std::uint64_t{1} << (paramIndex(p) % 64); }
  std::array<std::uint64_t, kWords> m_words{};
};

/// Every parameter of an area: what that area's typed struct reads.
constexpr ParamSet paramsOf(ParamArea area) {
  ParamSet s;
  for (std::size_t i = 0; i < kParamCount; ++i)
    if (paramArea(paramAt(i)) == area) s.insert(paramAt(i));
  return s;
}

}  // namespace scalescope::model
