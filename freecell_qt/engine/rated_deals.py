"""The difficulty of 4-cell FreeCell deals, one letter per deal.

Made by ``benchmarks/daily_table.py`` (do not edit by hand): ``e`` easy,
``m`` medium, ``h`` hard, ``x`` expert, ``u`` not won within the rating's
budget. Read by ``daily_challenges``.
"""

#: The deal the first letter stands for.
FIRST_DEAL = 1
#: One letter per deal from ``FIRST_DEAL`` on.
LEVELS = (
    "heemexeehmexmmemmeemxemmhmhmmemhmhmmmemmmmmmmeehmmhmmmeexeemmehhemmmmhmhmmehemem"
    "mmxmmxemhmexmemmemmeheeeehxmmhmmehhmhhmxhmmxmmhmmmmxmehemmmhmmmhhemmmeeemmemmmmh"
    "mheemeemxhmmemmmmxeehmmmmehhemmmmxeehehmemmhhemmhemmhmehemmmmhhemmmmhmhhmxmhxhhe"
    "mmmmemeeemehxxmmmmhmhmmmexhhmhehhmmemehmmmmmxxmmmmhmmhxmmmxeemmmmhmhhememmxmmmmm"
    "mhhmehhhhmmhmemhhmhmmmexeememmhmhhhmmmeeehmmemehmehmhmmememhmmmmhehmmmxemxmmemeh"
    "ehmmehmemmmemehmmmmehhhmeexmxmmmmemmemmmeemehhmmeehemxhmeeemmexmmeeehmmhhmmxmmme"
    "mehehmmhmmeeemmmemehhmhemmmmmmmhmxxhmxememmmmmxhehmmhmmemmmmhhmhemmmmmmmmheeeemm"
    "xmhmhmhmemmmmmxhxhhhmmhexmmmmhemmmxmhxhhehmmemmmmmmhmmmmxmmxehheeehemehmmehmhhee"
    "hmmmmmmmmmmhehmmxmemxmhmmmhmxemhmhhmeehhhmmmhmxeemmhhmmhhhxmmemmhmmeemmmhmhhexmh"
    "mhhmxhmmmmeeeemhhhhmhmmhmehmxemmmmeeememmhmmmmmmhhhmhmxhmmmmmmmhmmemmmmxmmxmmheh"
    "heehheeheemhmhmxmmhmmhmmemhhxehexmheehmmhemmhhmmhxmemmeexmemmexhhmhmemhhmxhehmmm"
    "ehexmhmmmehemhmemmmmhmmemehmmhmhhmxehmmmhmemhhhmemehemhhmhhxmmmmhmeexhmmemehmmee"
    "mmmehmmmeehmhxemmhmmmhmmmmmxmhehmmeeemmemmmmmhmmmmeemeemmhhxhmhmxemmehmmmmmmhmeh"
    "hhhmmxemmmmmmmhhehmmmhmhhxhmhmmhmmehhmmeemhemmhehemmehmmeheehehmmemmmmhmhmemmmmm"
    "hemmmhmhemmmeemxmmmhmhmmmhmehehmmmmmmmxhmmmmxmmmhmemehmeehxhemhmxmehhmemhmememmm"
    "mmmmehemmeexhmhhehemehmememhhmmmememmmmmememmheehemmmmhxemmhmmhmemmhhmmeehhmmmmh"
    "mmmmmmmxmmxemmxmehmmmemmemmehmmmmmhehhmmeehmhehmmhhhmmmmhmmmxhehmmmhemhemmhxxhmh"
    "mmhhhemhmmmeehehmmeexehmmehxmmmmhhehmhmmhhmmmemmmmmemmxemmmmemhhhehmmmmmmmmmhxmm"
    "mhxmxememmemmmmmehemehxxmmhmehmmeemmmhhhmhxmmmhhxmmeemxhmhhmmhmmmxxhemmhmhhmemme"
    "mhmemxeeeemmehxemmemmmhemmmmexmmehmehmmmmmmemhhmmememmmhmeemxhemmemehmmmemmmmexh"
    "emmmemmemmeemhhhxxmmemhmehmmeemxmmhehhheehmemmxmmmhmhehxmhhhxmmhmeehmmemxhmxmmhm"
    "mmmmmmhehmxmehmemmmeehhmmhmhehhemmeehmeehehmmmmmmmmmexmmmmemmxmemeehxexmmmehmemh"
    "mmmmmmxmmmmmhmmmmmexmmmhxhehmxmmxmhmmeemeexexmememeexmmmmheehxmmhmmehmmmmmhmhmeh"
    "hemmmeeheemmhmemhhemmhhmhemmeehmmmmhemmmxmemxemmmemmmmemxmemmeemmhemeemmhemxhhem"
    "emehxmeehmeeeemmhmhhuemehmemmmmmhhexmeemmmmhemmmmemhmemhmemmmhemxmmmmemmmemxhhmm"
    "hheehmmhhmhmmmmmmexmhemmemmmxmehmehxmxmmemhmmemxmmmmmhmmmmhmxmmhhhmhmmhmemhemmme"
    "xxmmmmeehhmhemmhmmmeemmmmmmmmmmmmmmhhmmehemmmhheemmhmemhhexmemmmhemhmhmmmmhmhhmm"
    "mhemeeememmxxmmeeehmhmexmhemeehhmxemmmmmhmemmmmhehmmxhhmehmmhemmmmmmmmmmmmmehmhx"
    "xmhememmemheehxmmemmxmmxmmxmhxmhehexmmhmemmmmmmhemmhhxmhhhhhhheeehmhmmmmmmhmmmme"
    "hmmeeehhehmmhxmhmxmeehmmhhmmmhemmmxmemmmhmhmheemxmmxhmmmmemehmmhmhmmmmmmmmeeexhm"
    "mmmhemmmmhmeehhhmeemmmmeeeehmmhhhmmmmhmhmemmhmhhhmmxemmhhhmhmhmeehmhmmhemmmmmmme"
    "mmmhmmmmehmmmmmhhmmmmxmmmmhemhmmemmmmmhmhmemhemxmhmemmehmemmeemeeemmemmxhmemmmme"
    "mmxemhheehhhemhmhhmmmhmheheehmmmemmhemhheeehmmmmmmhemeeemmmmmmmemeeemmmmhxmemhme"
    "mmmexxmemmeehhmmemhmhmmmememexmemmmemmmmmememhmmmmmxmmmxhmmmemhhemmmmmxmheememhe"
    "mmemmmmhmeeeemmmmxxmmmhmmmhmeemmmmhmmmmmhmmhmmhhmhmxememehmhmhheemmhemmmhmmmmemh"
    "xxhmmmmmhheehemmememheheemmhememmhmmxmmmmhemmemmmhhhhmemmmhhmemxmemememmmeehmmhh"
    "ehhhmmmxhmeemmmhmmmmmmhmhhmhmhhemhmehmmmmmhemmmxemxxmemhmeehememmhhmehmmehmmehmm"
    "emxhmxemehhhmmmhxmhmmmmmmehmmmmemmmmeehm"
)
