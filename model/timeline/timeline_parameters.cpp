// Rows of the parameter table for the timeline model (model/README.md §3).
//
// The defaults describe a GPU-accelerated machine like Piz Daint (Cray XC50, one P100 per
// node, Aries network). Together with the default N = 387,872 they give E ≈ 0.78 and
// 1−α_eff ≈ 7.3·10⁻⁷, close to Piz Daint's TOP500 2018-11 entry (Rmax/Rpeak =
// 21,230/27,154 TFlop/s ≈ 0.78). The per-step work and the refreshed fraction of GPU
// memory are not published quantities: they are assumptions chosen to hit that target.
#include "model/core/parameter_rows.h"
#include "model/core/translatable.h"

namespace scalescope::model {

std::vector<ParameterSpec> timelineParameters() {
  const RowBuilder row{SCALESCOPE_TR_NOOP("Parameter", "Timeline model")};
  const auto log = SliderScale::Log;

  return {
      row.number(Param::TimelineSerialS, SCALESCOPE_TR_NOOP("Parameter", "Serial time T_serial"),
                 "s", 1e-9, 1e3, 1e-3, log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Time per step that does not parallelise (setup, fork/join, I/O), in seconds. "
                     "Default 1 ms: an assumption.")),
      row.number(
          Param::TimelineComputeS, SCALESCOPE_TR_NOOP("Parameter", "Parallel work T_compute"), "s",
          1e-6, 1e9, 1e5, log,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Parallelisable work of one step, as the time ONE unit needs for it at FP64 "
              "without accelerator, in seconds. Default 10⁵ s: an assumption, chosen so that "
              "the default machine at N = 387,872 has Piz Daint's measured E ≈ 0.78.")),
      row.choice(
          Param::TimelinePrecision, SCALESCOPE_TR_NOOP("Parameter", "Number format"),
          {{"fp64", SCALESCOPE_TR_NOOP("Parameter", "FP64")},
           {"fp32", SCALESCOPE_TR_NOOP("Parameter", "FP32")},
           {"fp16", SCALESCOPE_TR_NOOP("Parameter", "FP16")},
           {"int8", SCALESCOPE_TR_NOOP("Parameter", "INT8")}},
          0,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Number format of the compute. Reduced formats divide compute time by their "
              "speed-up below; communication stays unless 'communicate in reduced precision' "
              "is on. Default FP64, as in HPL.")),
      row.number(Param::TimelineSpeedupFp32, SCALESCOPE_TR_NOOP("Parameter", "FP32 speed-up"), "×",
                 0.1, 64, 2, log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Compute speed-up of FP32 over FP64. Default 2: half the bytes and twice the "
                     "vector lanes (the P100's FP32 peak is twice its FP64 peak).")),
      row.number(
          Param::TimelineSpeedupFp16, SCALESCOPE_TR_NOOP("Parameter", "FP16 speed-up"), "×", 0.1,
          128, 4, log,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Compute speed-up of FP16/BF16 over FP64. Default 4: the P100's FP16 peak is four "
              "times its FP64 peak; Végh: half precision divides compute time by ~4.")),
      row.number(Param::TimelineSpeedupInt8, SCALESCOPE_TR_NOOP("Parameter", "INT8 speed-up"), "×",
                 0.1, 256, 8, log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Compute speed-up of INT8 over FP64. Default 8: an assumption (one more "
                     "halving of the operand size).")),
      row.toggle(
          Param::TimelineReducedPrecisionComm,
          SCALESCOPE_TR_NOOP("Parameter", "Communicate in reduced precision"), false,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "When on, the bytes sent over the network and copied host↔device shrink by the "
              "same factor as the compute speeds up. Default off: only the arithmetic is in "
              "reduced precision (Végh's case).")),
      row.toggle(
          Param::TimelineAccelerator, SCALESCOPE_TR_NOOP("Parameter", "Accelerator"), true,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Whether each unit's compute runs on an accelerator (GPU). On adds the "
              "host↔device copy T_copy to every step. Default on, as on Piz Daint since 2013.")),
      row.number(
          Param::TimelineAcceleratorSpeedup,
          SCALESCOPE_TR_NOOP("Parameter", "Accelerator speed-up g"), "×", 1, 1e3, 4, log,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Compute speed-up g_accel of the accelerator over the host, dimensionless. "
              "Default 4: a fit, not a measurement, tuned so that switching the accelerator on "
              "raises payload about 3× at the default N, as Végh reports for Piz Daint's GPU "
              "upgrade. The shipped TOP500 rows show that 3× per node: 5,272 K20X nodes in "
              "2013-11, 5,320 P100 nodes in 2017-06, Rmax per node 1.19 → 3.68 TFlop/s (×3.10). "
              "Per TOP500 core they hide it (54 GFlop/s both times), because TOP500 counts a "
              "GPU's multiprocessors as cores: 22 per K20X node, 68 per P100 node. They do not "
              "show a gain bought with little nominal gain: Rpeak per node rose ×3.2 too.")),
      row.number(
          Param::TimelineAcceleratorMemoryGb,
          SCALESCOPE_TR_NOOP("Parameter", "Accelerator memory in use"), "GB", 1e-3, 1e4, 16, log,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Accelerator memory holding the job's data, in GB (10⁹ bytes). Default 16 GB: "
              "one NVIDIA Tesla P100 (Piz Daint's GPU since 2016). More memory with the same "
              "link means longer copies and a larger 1−α_eff. The TOP500 rows cannot isolate "
              "this: Piz Daint 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 (P100, 16 GB, 5,320 "
              "nodes) lowered 1−α_eff per TOP500 core ÷2.6 and raised it per node +20 %, while "
              "the network, software and HPL tuning changed too.")),
      row.number(Param::TimelineRefreshFraction,
                 SCALESCOPE_TR_NOOP("Parameter", "Fraction copied per step"), "", 1e-6, 1, 0.01,
                 log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Fraction of the accelerator memory in use that is copied host↔device each "
                     "step. Default 0.01 (160 MB of 16 GB): an assumption.")),
      row.choice(
          Param::TimelineCopyScaling, SCALESCOPE_TR_NOOP("Parameter", "Copy per device"),
          {{"constant", SCALESCOPE_TR_NOOP("Parameter", "constant")},
           {"divided_by_n", SCALESCOPE_TR_NOOP("Parameter", "divided by N")}},
          0,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "How the host↔device copy of one device changes with N. constant (default): every "
              "device copies the same bytes at any N, because each works on a full memory of its "
              "own (weak-scaling style, Végh's case), so T_copy joins the serial part and a "
              "bigger memory raises 1−α_eff. divided_by_n: the job's bytes are shared out, "
              "bytes/N per device, as under strong scaling; only the link latency stays.")),
      row.number(Param::TimelineLinkBandwidthGbs,
                 SCALESCOPE_TR_NOOP("Parameter", "Host↔device bandwidth"), "GB/s", 1e-2, 1e3, 12,
                 log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Bandwidth of the host↔device link, in GB/s. Default 12 GB/s: what PCIe 3.0 "
                     "x16 (15.75 GB/s peak, the P100's link on Piz Daint) sustains in practice.")),
      row.number(Param::TimelineLinkLatencyUs,
                 SCALESCOPE_TR_NOOP("Parameter", "Host↔device latency"), "µs", 1e-2, 1e4, 10, log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Fixed cost of one host↔device copy, in µs. Default 10 µs: typical launch and "
                     "PCIe round-trip cost of a GPU memory copy, an assumption.")),
      row.choice(Param::TimelineCommPattern,
                 SCALESCOPE_TR_NOOP("Parameter", "Communication pattern"),
                 {{"tree", SCALESCOPE_TR_NOOP("Parameter", "tree allreduce")},
                  {"ring", SCALESCOPE_TR_NOOP("Parameter", "ring allreduce")},
                  {"star", SCALESCOPE_TR_NOOP("Parameter", "star (hub)")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "How the units combine their results each step. tree: allreduce, "
                     "2⌈log₂N⌉(L + V/B); ring: allreduce, 2(N−1)L + 2(N−1)/N·V/B; star: a hub "
                     "(parameter server, the PIM host) gathers N messages and scatters N, "
                     "2N(L + V/B). Default tree.")),
      row.number(Param::TimelineNetLatencyUs, SCALESCOPE_TR_NOOP("Parameter", "Network latency L"),
                 "µs", 1e-2, 1e5, 1.5, log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Latency L of one network message, in µs. Default 1.5 µs: order of the MPI "
                     "latency of Cray's Aries network (Piz Daint).")),
      row.number(
          Param::TimelineNetBandwidthGbs, SCALESCOPE_TR_NOOP("Parameter", "Network bandwidth B"),
          "GB/s", 1e-3, 1e4, 10, log,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Bandwidth B per network link, in GB/s. Default 10 GB/s: order of the injection "
              "bandwidth of an Aries node.")),
      row.number(Param::TimelineMessageBytes, SCALESCOPE_TR_NOOP("Parameter", "Message size V"),
                 SCALESCOPE_TR_NOOP("Unit", "bytes"), 1, 1e12, 1e6, log,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Bytes V each unit exchanges per step (e.g. gradients or a panel), in bytes. "
                     "Default 1 MB: an assumption.")),
      row.number(
          Param::TimelineSyncUs, SCALESCOPE_TR_NOOP("Parameter", "Barrier cost per level s"), "µs",
          1e-3, 1e5, 1, log,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Cost s of one level of a tree barrier, in µs; T_sync = s·⌈log₂N⌉. "
                             "Default 1 µs: an assumption of the order of the network latency.")),
  };
}

}  // namespace scalescope::model
