import type { Catalog } from '../../catalog';

/** The bpm module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const bpmMessages: Catalog = {
  // Successes
  启动成功: { 'en-US': 'Started', 'zh-TW': '啟動成功' },
  办理成功: { 'en-US': 'Done', 'zh-TW': '辦理成功' },
  驳回成功: { 'en-US': 'Sent back', 'zh-TW': '駁回成功' },
  转办成功: { 'en-US': 'Transferred', 'zh-TW': '轉辦成功' },
  委托成功: { 'en-US': 'Delegated', 'zh-TW': '委託成功' },
  加签成功: { 'en-US': 'Signer added', 'zh-TW': '加簽成功' },
  减签成功: { 'en-US': 'Signer removed', 'zh-TW': '減簽成功' },
  沟通已发送: { 'en-US': 'Question sent', 'zh-TW': '溝通已發送' },
  征询已发送: { 'en-US': 'Inquiry sent', 'zh-TW': '徵詢已發送' },
  传阅成功: { 'en-US': 'Circulated', 'zh-TW': '傳閱成功' },
  回复成功: { 'en-US': 'Replied', 'zh-TW': '回覆成功' },
  终止成功: { 'en-US': 'Ended', 'zh-TW': '終止成功' },
  撤回成功: { 'en-US': 'Withdrawn', 'zh-TW': '撤回成功' },
  取回成功: { 'en-US': 'Retrieved', 'zh-TW': '取回成功' },
  催办成功: { 'en-US': 'Reminder sent', 'zh-TW': '催辦成功' },
  已签收: { 'en-US': 'Claimed', 'zh-TW': '已簽收' },
  已取消签收: { 'en-US': 'Claim cancelled', 'zh-TW': '已取消簽收' },
  保存常用流程成功: { 'en-US': 'Common flows saved', 'zh-TW': '儲存常用流程成功' },
  跳过: { 'en-US': 'Skipped', 'zh-TW': '跳過' },
  '发起人所在组织没有上级负责人，自动跳过': {
    'en-US': "Skipped: nobody above the requester leads the requester's organisation",
    'zh-TW': '發起人所在組織沒有上級負責人，自動跳過',
  },
  // Refusals
  '任务已被处理，请刷新后重试': {
    'en-US': 'This task has already been handled. Please refresh and try again',
    'zh-TW': '任務已被處理，請重新整理後重試',
  },
  任务不存在: { 'en-US': 'Task not found', 'zh-TW': '任務不存在' },
  流程实例不存在: { 'en-US': 'Process instance not found', 'zh-TW': '流程實例不存在' },
  流程定义不存在: { 'en-US': 'Process definition not found', 'zh-TW': '流程定義不存在' },
  节点不存在: { 'en-US': 'Node not found', 'zh-TW': '節點不存在' },
  通知不存在: { 'en-US': 'Notice not found', 'zh-TW': '通知不存在' },
  常用语不存在: { 'en-US': 'Phrase not found', 'zh-TW': '常用語不存在' },
  您不是该任务的处理人: { 'en-US': 'You are not the handler of this task', 'zh-TW': '您不是該任務的處理人' },
  请先签收该任务: { 'en-US': 'Please claim this task first', 'zh-TW': '請先簽收該任務' },
  该任务已被他人签收: { 'en-US': 'Someone else has claimed this task', 'zh-TW': '該任務已被他人簽收' },
  只有发起人可以执行此操作: {
    'en-US': 'Only the requester can do this',
    'zh-TW': '只有發起人可以執行此操作',
  },
  只有发起人或处理人可以催办: {
    'en-US': 'Only the requester or a handler can send a reminder',
    'zh-TW': '只有發起人或處理人可以催辦',
  },
  只有接收人可以回复: { 'en-US': 'Only the receiver can reply', 'zh-TW': '只有接收人可以回覆' },
  只能修改自己的常用语: { 'en-US': 'You can only change your own phrases', 'zh-TW': '只能修改自己的常用語' },
  只能撤回自己处理的任务: {
    'en-US': 'You can only withdraw your own steps',
    'zh-TW': '只能撤回自己處理的任務',
  },
  '后续节点已处理，不能撤回': {
    'en-US': 'The next step has already been handled; it cannot be withdrawn',
    'zh-TW': '後續節點已處理，不能撤回',
  },
  '流程已有人审批，不能撤销': {
    'en-US': 'Someone has already approved this request; it cannot be withdrawn',
    'zh-TW': '流程已有人審批，不能撤銷',
  },
  '流程已结束，不能执行此操作': {
    'en-US': 'The process has ended; this is no longer possible',
    'zh-TW': '流程已結束，不能執行此操作',
  },
  '流程已在发起节点，无需取回': {
    'en-US': 'The request is already back with the requester',
    'zh-TW': '流程已在發起節點，無需取回',
  },
  '已回复过，不能重复回复': { 'en-US': 'You have already replied', 'zh-TW': '已回覆過，不能重複回覆' },
  当前没有可催办的处理人: { 'en-US': 'There is nobody to remind', 'zh-TW': '目前沒有可催辦的處理人' },
  无权查看该流程: { 'en-US': 'You may not view this process', 'zh-TW': '無權檢視該流程' },
  草稿不能传阅: { 'en-US': 'A draft cannot be circulated', 'zh-TW': '草稿不能傳閱' },
  '您不是该用户的流程代理人，不能代其发起此流程': {
    'en-US': "You are not this person's flow agent and cannot start this flow in their name",
    'zh-TW': '您不是該用戶的流程代理人，不能代其發起此流程',
  },
  代理发起不能从草稿开始: {
    'en-US': 'A flow started in someone else’s name cannot start from a draft',
    'zh-TW': '代理發起不能從草稿開始',
  },
  该流程不是草稿: { 'en-US': 'This process is not a draft', 'zh-TW': '該流程不是草稿' },
  不能转给自己: { 'en-US': 'You cannot hand it to yourself', 'zh-TW': '不能轉給自己' },
  'userIds 不能只有自己': { 'en-US': 'userIds must name someone else', 'zh-TW': 'userIds 不能只有自己' },
  'defId 与 defKey 至少填写一个': {
    'en-US': 'Give defId or defKey',
    'zh-TW': 'defId 與 defKey 至少填寫一個',
  },
  'taskId 与 instId 至少填写一个': {
    'en-US': 'Give taskId or instId',
    'zh-TW': 'taskId 與 instId 至少填寫一個',
  },
  'instId 与 defId 至少填写一个': {
    'en-US': 'Give instId or defId',
    'zh-TW': 'instId 與 defId 至少填寫一個',
  },
  'nodeUsers 不是有效的 JSON': {
    'en-US': 'nodeUsers is not valid JSON',
    'zh-TW': 'nodeUsers 不是有效的 JSON',
  },
  'nodeUsers 格式有误': { 'en-US': 'nodeUsers has the wrong shape', 'zh-TW': 'nodeUsers 格式有誤' },
  'nodeUsers 包含不存在的用户': {
    'en-US': 'nodeUsers names an unknown user',
    'zh-TW': 'nodeUsers 包含不存在的用戶',
  },
  'files 应为 JSON 数组': { 'en-US': 'files must be a JSON array', 'zh-TW': 'files 應為 JSON 陣列' },
  'dueTime 应晚于当前时间': { 'en-US': 'dueTime must be in the future', 'zh-TW': 'dueTime 應晚於目前時間' },
  'expression 不能为空': { 'en-US': 'expression must not be empty', 'zh-TW': 'expression 不能為空' },
  'defKeys 最多 50 个': { 'en-US': 'defKeys takes at most 50 keys', 'zh-TW': 'defKeys 最多 50 個' },
  '常用语最多 50 条': { 'en-US': 'At most 50 phrases', 'zh-TW': '常用語最多 50 條' },
  'defKeys 包含不存在的流程': {
    'en-US': 'defKeys names an unknown flow',
    'zh-TW': 'defKeys 包含不存在的流程',
  },
  'nodeIds 包含不存在的节点': {
    'en-US': 'nodeIds names an unknown node',
    'zh-TW': 'nodeIds 包含不存在的節點',
  },
  当前节点不允许此操作: { 'en-US': 'This step does not offer that action', 'zh-TW': '目前節點不允許此操作' },
  脚本执行失败: { 'en-US': 'The script could not be evaluated', 'zh-TW': '腳本執行失敗' },
  脚本不支持循环与区间: { 'en-US': 'Scripts may not use loops or ranges', 'zh-TW': '腳本不支援迴圈與區間' },
};
