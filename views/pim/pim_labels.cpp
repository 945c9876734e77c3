#include "views/pim/pim_labels.h"

#include <QCoreApplication>
#include <cmath>

#include "model/pim/pim_workload.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {

QString tr(const char* text) {
  return QCoreApplication::translate("PimLabels", text);
}

}  // namespace

QString pimCategoryName(int category) {
  switch (category) {
    case 0:
      return tr("PIM compute");
    case 1:
      return tr("MRAM↔WRAM");
    case 2:
      return tr("CPU→DPU");
    case 3:
      return tr("DPU→CPU");
    default:
      return tr("Host sync");
  }
}

QString pimCategoryDescription(int category) {
  switch (category) {
    case 0:
      return tr("DPU instructions: dot products, sigmoid, gradient updates");
    case 1:
      return tr("DMA between each DPU's 64 MB MRAM bank and its 64 KB WRAM scratchpad");
    case 2:
      return tr("host pushes models (and ADMM's u−z) to every DPU");
    case 3:
      return tr("host pulls models or gradients from every DPU");
    default:
      return tr("host CPU averages or sums the N copies and updates the model");
  }
}

double pimCategorySeconds(const model::PimBreakdown& b, int category) {
  switch (category) {
    case 0:
      return b.dpuComputeSeconds;
    case 1:
      return b.mramWramSeconds;
    case 2:
      return b.cpuToDpuSeconds;
    case 3:
      return b.dpuToCpuSeconds;
    default:
      return b.hostSyncSeconds;
  }
}

QColor pimCategoryColor(int category) {
  return seriesColor(category);
}

model::PimAlgorithm pimAlgorithmAt(int index) {
  const model::PimAlgorithm order[kPimAlgorithmCount] = {
      model::PimAlgorithm::MaSgd, model::PimAlgorithm::GaSgd, model::PimAlgorithm::Admm};
  return order[index];
}

QString pimAlgorithmName(model::PimAlgorithm algorithm) {
  switch (algorithm) {
    case model::PimAlgorithm::MaSgd:
      return QStringLiteral("MA-SGD");
    case model::PimAlgorithm::GaSgd:
      return QStringLiteral("GA-SGD");
    case model::PimAlgorithm::Admm:
      return QStringLiteral("ADMM");
  }
  return {};
}

QString pimBatchLabel(const model::PimParams& params, model::PimAlgorithm algorithm) {
  model::PimParams p = params;
  p.algorithm = algorithm;
  const double batch = model::pimResolvedBatch(p);
  return QStringLiteral("%1 = %2")
      .arg(algorithm == model::PimAlgorithm::GaSgd ? "B" : "b")
      .arg(batch, 0, 'f', 0);
}

QString pimRunCaption(const model::PimParams& p) {
  return QStringLiteral("%1 on %2 · %3 · %4")
      .arg(p.model == model::PimModel::Svm ? tr("SVM") : tr("LR"),
           QString::fromUtf8(model::pimDatasetShape(p.dataset).title),
           p.scaling == model::PimScaling::Strong ? tr("strong scaling") : tr("weak scaling"),
           p.epochs == 1 ? tr("1 epoch") : tr("%1 epochs").arg(p.epochs));
}

QString pimTimeAxisLabel(const model::PimParams& p) {
  return p.epochs == 1 ? tr("Time of 1 epoch (s)") : tr("Time of %1 epochs (s)").arg(p.epochs);
}

model::Result<model::PimBreakdown> pimRunAt(model::PimParams params, model::PimAlgorithm algorithm,
                                            int dpus) {
  params.algorithm = algorithm;
  params.dpus = dpus;
  return model::pimRunBreakdown(params);
}

QString formatDuration(double seconds) {
  const double a = std::abs(seconds);
  double value = seconds;
  QString unit = QStringLiteral("s");
  if (a > 0 && a < 1e-3) {
    value = seconds * 1e6;
    unit = QStringLiteral("µs");
  } else if (a > 0 && a < 1) {
    value = seconds * 1e3;
    unit = QStringLiteral("ms");
  }
  const double magnitude = std::abs(value);
  const int digits = magnitude > 0 ? int(std::floor(std::log10(magnitude))) : 0;
  return QStringLiteral("%1 %2").arg(value, 0, 'f', std::max(0, 2 - digits)).arg(unit);
}

QColor pimBaselineColor() {
  return QColor(90, 90, 90);
}

}  // namespace scalescope::views
