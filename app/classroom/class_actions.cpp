#include "app/classroom/class_actions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkInterface>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/classroom/class_server.h"
#include "app/classroom/class_session.h"
#include "app/classroom/qr_image.h"
#include "app/lessons/lesson_controller.h"
#include "views/classroom/class_panel.h"

namespace scalescope::app {

ClassActions::ClassActions(QMainWindow* window, LessonRunner* runner, LessonController* controller,
                           QObject* parent)
    : QObject(parent),
      m_window(window),
      m_session(new ClassSession(runner, controller, this)),
      m_panel(new views::ClassPanel),
      m_dock(new QDockWidget(tr("Class"), window)) {
  m_dock->setObjectName("classDock");
  m_dock->setWidget(m_panel);
  // Under the parameters, where presenter mode leaves room (it shows only the lesson's
  // parameters): the lesson pane keeps its height for the question.
  window->addDockWidget(Qt::LeftDockWidgetArea, m_dock, Qt::Vertical);
  m_dock->hide();
  connect(m_session, &ClassSession::runningChanged, this, [this](bool running) {
    if (m_start) m_start->setEnabled(!running);
    if (m_end) m_end->setEnabled(running);
    if (m_export) m_export->setEnabled(running);
    if (m_summary) m_summary->setEnabled(running);
    if (!running) m_dock->hide();
  });
  // A window state saved during a session shows the dock at the next start: hide it again.
  connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool shown) {
    if (shown && !m_session->running()) QTimer::singleShot(0, m_dock, &QDockWidget::hide);
  });
  connect(m_panel, &views::ClassPanel::revealRequested, m_session, &ClassSession::revealRoomAnswer);
  connect(m_panel, &views::ClassPanel::paperRequested, this, &ClassActions::paperDialog);
  connect(m_panel, &views::ClassPanel::nextRequested, controller, &LessonController::next);
  connect(m_panel, &views::ClassPanel::lockToggled, m_session, &ClassSession::setLocked);
  // A change is shown at once; further changes within 50 ms (a class of 300 answering) are
  // shown together when the 50 ms are over. (Restarting the timer on each change, as before,
  // put off the redraw for as long as answers came faster than one per 50 ms.)
  m_refresh.setSingleShot(true);
  m_refresh.setInterval(50);
  connect(&m_refresh, &QTimer::timeout, this, [this] {
    if (!m_refreshPending) return;
    m_refreshPending = false;
    refresh();
    m_refresh.start();
  });
  connect(m_session, &ClassSession::changed, this, [this] {
    if (m_refresh.isActive()) {
      m_refreshPending = true;
      return;
    }
    refresh();
    m_refresh.start();
  });
}

void ClassActions::addActions(QMenu* lessons) {
  lessons->addSeparator();
  m_start = lessons->addAction(tr("Start &class session…"), this, &ClassActions::startDialog);
  m_start->setToolTip(tr("Students answer the lesson's questions from their phones"));
  m_end = lessons->addAction(tr("&End class session"), m_session, &ClassSession::stop);
  m_end->setEnabled(false);
  m_export =
      lessons->addAction(tr("Export class a&nswers (CSV)…"), this, &ClassActions::exportDialog);
  m_export->setEnabled(false);
  m_summary = lessons->addAction(tr("Export class &summary (PDF)…"), this,
                                 &ClassActions::exportSummaryDialog);
  m_summary->setEnabled(false);
}

bool ClassActions::parseListenSpec(const QString& spec, QHostAddress* address, quint16* port,
                                   QString* error) {
  *address = ClassServer::defaultAddress();
  *port = 0;
  if (spec.isEmpty()) return true;
  // "[::1]:8080" and "::1" for IPv6; "127.0.0.1:8080", "127.0.0.1", ":8080" otherwise.
  int colon = spec.lastIndexOf(':');
  QString host = colon < 0 ? spec : spec.left(colon);
  if (spec.startsWith('[')) {
    const int close = spec.indexOf(']');
    host = spec.mid(1, close - 1);
    colon = close >= 0 && spec.mid(close + 1).startsWith(':') ? close + 1 : -1;
    if (close < 0 || (colon < 0 && close + 1 != spec.size())) {
      *error = tr("--class-session: \"%1\" is not ADDRESS:PORT").arg(spec);
      return false;
    }
  } else if (spec.count(':') > 1) {
    host = spec;
    colon = -1;
  }
  if (colon >= 0) {
    bool ok = false;
    const uint p = spec.mid(colon + 1).toUInt(&ok);
    if (!ok || p > 65535) {
      *error = tr("--class-session: \"%1\" is not a port (0–65535)").arg(spec.mid(colon + 1));
      return false;
    }
    *port = static_cast<quint16>(p);
  }
  if (!host.isEmpty() && !address->setAddress(host)) {
    *error = tr("--class-session: \"%1\" is not an IP address").arg(host);
    return false;
  }
  return true;
}

QString ClassActions::start(const QHostAddress& address, quint16 port, model::RoomLimits limits) {
  if (QString why = m_session->start(address, port, limits); !why.isEmpty()) return why;
  showDock();
  return {};
}

void ClassActions::showDock() {
  // Under the parameters (presenter mode may have hidden them), never as a tab behind them:
  // the join code must stay in sight. (splitDockWidget would add it as a tab: the parameters
  // share a tab group with the Series dock.)
  if (!m_dock->isFloating()) {
    m_window->removeDockWidget(m_dock);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, m_dock, Qt::Vertical);
  }
  m_dock->show();
  m_dock->raise();
  refresh();
  fitDocks();
}

void ClassActions::startOffline() {
  m_session->startOffline();
  showDock();
}

void ClassActions::paperDialog() {
  const model::ClassRoom* room = m_session->room();
  if (!room || !room->question() || room->revealed()) return;
  QDialog dialog(m_window);
  dialog.setWindowTitle(tr("Paper answers"));
  auto* layout = new QVBoxLayout(&dialog);
  const bool choice = room->question()->kind == model::RoomQuestion::Kind::Choice;
  QStringList options;
  for (const auto& o : room->question()->options) options << QString::fromStdString(o);
  auto* how = new QLabel(
      choice ? tr("How many chose each option, in this order, separated by spaces:\n%1")
                   .arg(options.join(QStringLiteral(" · ")))
             : tr("One answer per sheet, separated by spaces or line ends; 20*3 is three "
                  "sheets that say 20."));
  how->setWordWrap(true);
  auto* text = new QPlainTextEdit;
  text->setObjectName("paperAnswers");
  text->setPlaceholderText(choice ? QStringLiteral("3 0 5") : QStringLiteral("15 18 30 20*3"));
  auto* problem = new QLabel;
  problem->setObjectName("paperProblem");
  problem->setWordWrap(true);
  problem->setStyleSheet(QStringLiteral("color: #b00020"));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  layout->addWidget(how);
  layout->addWidget(text);
  layout->addWidget(problem);
  layout->addWidget(buttons);
  // The dialog stays open with the reason while the text cannot be read: nothing typed is lost.
  connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
    const QString why = m_session->addPaperAnswers(text->toPlainText());
    if (why.isEmpty())
      dialog.accept();
    else
      problem->setText(why);
  });
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  dialog.exec();
}

void ClassActions::showIfRunning() {
  if (!m_session->running() || m_dock->isVisible()) return;
  m_dock->show();
  fitDocks();
}

void ClassActions::startDialog() {
  QDialog dialog(m_window);
  dialog.setWindowTitle(tr("Start class session"));
  auto* form = new QFormLayout(&dialog);
  auto* addresses = new QComboBox;
  const QHostAddress preferred = ClassServer::defaultAddress();
  addresses->addItem(preferred.toString());
  for (const QHostAddress& a : QNetworkInterface::allAddresses())
    if (a != preferred && !a.isLinkLocal()) addresses->addItem(a.toString());
  addresses->setToolTip(
      tr("The network the students' phones are on; 127.0.0.1 only reaches "
         "this computer"));
  auto* port = new QSpinBox;
  port->setRange(0, 65535);
  port->setSpecialValueText(tr("any free port"));
  auto* offline = new QCheckBox(tr("Offline: answers from paper forms, no network"));
  offline->setToolTip(
      tr("Nothing listens; you type the answers students wrote on paper with Paper… on the "
         "Class dock"));
  connect(offline, &QCheckBox::toggled, addresses, &QWidget::setDisabled);
  connect(offline, &QCheckBox::toggled, port, &QWidget::setDisabled);
  form->addRow(tr("Address"), addresses);
  form->addRow(tr("Port"), port);
  form->addRow(offline);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
  form->addRow(buttons);
  if (dialog.exec() != QDialog::Accepted) return;
  if (offline->isChecked()) {
    startOffline();
    return;
  }
  const QString why =
      start(QHostAddress(addresses->currentText()), static_cast<quint16>(port->value()));
  if (!why.isEmpty() && m_interactive) QMessageBox::warning(m_window, tr("Class session"), why);
}

void ClassActions::exportDialog() {
  exportTo(tr("Export class answers"), QStringLiteral("class-answers.csv"), tr("CSV files (*.csv)"),
           &ClassSession::exportRecord);
}

void ClassActions::exportSummaryDialog() {
  exportTo(tr("Export class summary"), QStringLiteral("class-summary.pdf"), tr("PDF files (*.pdf)"),
           &ClassSession::exportSummary);
}

void ClassActions::exportTo(const QString& title, const QString& fileName, const QString& filter,
                            QString (ClassSession::*write)(const QString&) const) {
  if (!m_session->running()) return;
  const QString path = QFileDialog::getSaveFileName(m_window, title, fileName, filter);
  if (path.isEmpty()) return;
  if (QString why = (m_session->*write)(path); !why.isEmpty() && m_interactive)
    QMessageBox::warning(m_window, title, why);
}

void ClassActions::refresh() {
  views::ClassPanelContent c;
  const model::ClassRoom* room = m_session->room();
  c.running = m_session->running() && room;
  if (c.running) {
    c.offline = m_session->offline();
    if (!c.offline) {
      const QString full = m_session->server()->studentUrl().toString();
      c.url = m_session->server()->shortUrl().toString();
      c.joinCode = QString::fromStdString(room->secrets().joinCode);
      if (full != m_qrUrl) {  // the QR code holds the code too: one scan joins
        m_qrUrl = full;
        m_qr = qrImage(full, 4);
      }
      c.qr = m_qr;
    }
    c.joined = room->joinedCount();
    c.answered = room->answeredCount();
    c.locked = room->locked();
    c.questionOpen = room->question().has_value();
    c.questionId = room->questionId();
    c.revealed = room->revealed().has_value();
    if (room->question()) {
      c.unit = QString::fromStdString(room->question()->unit);
      for (const auto& o : room->question()->options) c.options << QString::fromStdString(o);
    }
    c.distribution = room->distribution();
    if (room->revealed()) {
      c.truth = room->revealed()->value;
      c.modelAnswer = QString::fromStdString(room->revealed()->shown());
      c.rightOption = room->revealed()->option;
    }
  }
  const bool histogram = m_panel->histogramShown();
  m_panel->setContent(c);
  if (m_panel->histogramShown() != histogram) fitDocks();
}

void ClassActions::fitDocks() {
  // The parameters keep the height of their rows; the class panel takes the rest. (The
  // window's dock layout otherwise shares out the height anew when the histogram appears.)
  auto* parameters = m_window->findChild<QDockWidget*>("parametersDock");
  if (!parameters || !parameters->isVisible() || !parameters->widget() || !m_dock->isVisible())
    return;
  const int total = parameters->height() + m_dock->height();
  const int classNeeds = m_dock->minimumSizeHint().height();
  const int rows = std::min(parameters->widget()->sizeHint().height(), total - classNeeds);
  m_window->resizeDocks({parameters, m_dock}, {rows, total - rows}, Qt::Vertical);
}

}  // namespace scalescope::app
