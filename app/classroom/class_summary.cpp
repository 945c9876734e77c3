#include "app/classroom/class_summary.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <algorithm>
#include <cmath>
#include <vector>

#include "app/lessons/answer_text.h"
#include "model/core/number_text.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

// The summary's texts, in context "ClassSummary" for the translators.
struct ClassSummary {
  Q_DECLARE_TR_FUNCTIONS(ClassSummary)
};

const QColor kSummaryBars(0, 114, 178);   // Okabe–Ito blue, as the Class dock
const QColor kSummaryModel(0, 158, 115);  // Okabe–Ito green
const QColor kSummaryAxis(90, 90, 90);

struct SummaryFacts {
  std::size_t answers = 0;
  std::size_t within = 0;
  bool judged = false;
};

SummaryFacts summaryFactsOf(const model::ClassRoom& room, int questionId) {
  SummaryFacts f;
  for (const auto& row : room.record()) {
    if (row.questionId != questionId) continue;
    ++f.answers;
    if (row.withinTolerance) {
      f.judged = true;
      f.within += *row.withinTolerance ? 1 : 0;
    }
  }
  return f;
}

// The histogram of one question in `area` (points): bars, the model's value as a line (a
// number) or its bar in green (a choice), the bins' end values or the options under them.
void drawSummaryHistogram(QPainter& p, const QRectF& area, const model::RoomDistribution& d,
                          const model::ClassRoom::AskedQuestion& asked) {
  if (d.counts.empty()) return;
  const QFont small("DejaVu Sans", 7);
  p.setFont(small);
  const double labelHeight = 12;
  const QRectF bars = area.adjusted(24, 4, -4, -labelHeight);
  const std::size_t top =
      std::max<std::size_t>(1, *std::max_element(d.counts.begin(), d.counts.end()));
  p.setPen(QPen(kSummaryAxis, 0.6));
  p.drawLine(bars.bottomLeft(), bars.bottomRight());
  p.drawLine(bars.bottomLeft(), bars.topLeft());
  p.drawText(QRectF(area.left(), bars.top() - 4, 20, 10), Qt::AlignRight, QString::number(top));
  p.drawText(QRectF(area.left(), bars.bottom() - 6, 20, 10), Qt::AlignRight, "0");
  const auto n = static_cast<double>(d.counts.size());
  const double slot = bars.width() / n;
  for (std::size_t i = 0; i < d.counts.size(); ++i) {
    const double h = bars.height() * static_cast<double>(d.counts[i]) / static_cast<double>(top);
    const double x = bars.left() + slot * static_cast<double>(i);
    const double inset = d.choice ? slot * 0.15 : 0.5;
    const bool right = d.choice && asked.reveal && asked.reveal->option == i;
    p.fillRect(QRectF(x + inset, bars.bottom() - h, slot - 2 * inset, h),
               right ? kSummaryModel : kSummaryBars);
    if (d.choice && static_cast<int>(i) < static_cast<int>(asked.question.options.size()))
      p.drawText(QRectF(x, bars.bottom() + 1, slot, labelHeight), Qt::AlignHCenter | Qt::AlignTop,
                 QFontMetricsF(small).elidedText(QString::fromStdString(asked.question.options[i]),
                                                 Qt::ElideRight, slot));
  }
  if (d.choice || d.edges.empty()) return;
  p.setPen(kSummaryAxis);
  const QString unit = QString::fromStdString(asked.question.unit);
  const auto edge = [&](double v) {
    return views::localNumbersIn(model::shortNumber(v, 3)) +
           (unit.isEmpty() ? QString() : " " + views::unitText(unit.toStdString()));
  };
  p.drawText(QRectF(bars.left() - 20, bars.bottom() + 1, 60, labelHeight), Qt::AlignLeft,
             edge(d.edges.front()));
  p.drawText(QRectF(bars.right() - 60, bars.bottom() + 1, 60, labelHeight), Qt::AlignRight,
             edge(d.edges.back()));
  if (!asked.reveal || !std::isfinite(asked.reveal->value)) return;
  const double lo = d.edges.front(), hi = d.edges.back(), v = asked.reveal->value;
  double t =
      d.logScale
          ? (v > 0 ? (std::log10(v) - std::log10(lo)) / (std::log10(hi) - std::log10(lo)) : -1)
          : (v - lo) / (hi - lo);
  const bool outside = t < 0 || t > 1;
  t = std::clamp(t, 0.0, 1.0);
  const double x = bars.left() + t * bars.width();
  p.setPen(QPen(kSummaryModel, 1.6, outside ? Qt::DashLine : Qt::SolidLine));
  p.drawLine(QPointF(x, bars.top()), QPointF(x, bars.bottom()));
}

}  // namespace

QString writeClassSummaryPdf(const model::ClassRoom& room, const QString& lessonTitle,
                             const QString& path) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return path + ": " + file.errorString();
  {
    QPdfWriter pdf(&file);
    pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                  QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    pdf.setResolution(72);  // painter units are points
    pdf.setTitle(ClassSummary::tr("Class session: %1").arg(lessonTitle));
    pdf.setCreator("ScaleScope");
    QPainter p(&pdf);
    const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
    double y = 0;
    p.setFont(QFont("DejaVu Sans", 14, QFont::Bold));
    p.drawText(QRectF(0, y, page.width(), 20), Qt::AlignLeft,
               ClassSummary::tr("Class session: %1").arg(lessonTitle));
    y += 22;
    p.setFont(QFont("DejaVu Sans", 9));
    p.drawText(QRectF(0, y, page.width(), 14), Qt::AlignLeft,
               ClassSummary::tr("%1 · %2 students joined")
                   .arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat))
                   .arg(room.joinedCount()));
    y += 22;
    // The questions the room answered (going back to a step opens its question again, with
    // no answers: those are left out).
    std::vector<int> answered;
    for (const auto& [id, asked] : room.asked())
      if (summaryFactsOf(room, id).answers > 0) answered.push_back(id);
    if (answered.empty())
      p.drawText(QRectF(0, y, page.width(), 14), Qt::AlignLeft,
                 ClassSummary::tr("No question was answered."));
    const int questions = std::max<int>(1, static_cast<int>(answered.size()));
    const double block = std::min(190.0, (page.height() - y - 24) / questions);
    for (int id : answered) {
      const model::ClassRoom::AskedQuestion& asked = room.asked().at(id);
      const SummaryFacts facts = summaryFactsOf(room, id);
      p.setPen(Qt::black);
      p.setFont(QFont("DejaVu Sans", 9, QFont::Bold));
      const QString prompt = ClassSummary::tr("Step %1: %2")
                                 .arg(asked.question.step + 1)
                                 .arg(QString::fromStdString(asked.question.prompt));
      const QRectF promptBox(0, y, page.width(), 26);
      p.drawText(promptBox, Qt::AlignLeft | Qt::TextWordWrap, prompt);
      p.setFont(QFont("DejaVu Sans", 8));
      QString facts1 = asked.reveal
                           ? ClassSummary::tr("The model: %1")
                                 .arg(asked.question.kind == model::RoomQuestion::Kind::Number
                                          ? valueText(asked.reveal->value, asked.question.unit)
                                          : QString::fromStdString(asked.reveal->shown()))
                           : ClassSummary::tr("Not revealed");
      if (asked.reveal && asked.question.kind == model::RoomQuestion::Kind::Number)
        facts1 += " (" + toleranceText(asked.reveal->tolerance) + ")";
      facts1 += " · " + ClassSummary::tr("%1 answered").arg(facts.answers);
      if (facts.judged && facts.answers > 0)
        facts1 += " · " + ClassSummary::tr("%1 within the tolerance (%2 %)")
                              .arg(facts.within)
                              .arg(std::lround(100.0 * static_cast<double>(facts.within) /
                                               static_cast<double>(facts.answers)));
      p.drawText(QRectF(0, y + 26, page.width(), 12), Qt::AlignLeft, facts1);
      const QRectF chart(0, y + 40, std::min(page.width(), 360.0), block - 48);
      if (chart.height() > 24) drawSummaryHistogram(p, chart, room.distributionOf(id), asked);
      y += block;
    }
    p.setPen(kSummaryAxis);
    p.setFont(QFont("DejaVu Sans", 7));
    p.drawText(QRectF(0, page.height() - 12, page.width(), 12), Qt::AlignLeft,
               ClassSummary::tr(
                   "ScaleScope. Bars: the students' answers; green: the model's answer, computed "
                   "from each step's scenario."));
  }
  if (!file.commit()) return path + ": " + file.errorString();
  return {};
}

}  // namespace scalescope::app
