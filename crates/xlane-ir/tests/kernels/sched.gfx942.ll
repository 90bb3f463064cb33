; ModuleID = 'sched.hip'
source_filename = "sched.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_eccb60ae991f7247 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_eccb60ae991f7247 to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @relay(ptr addrspace(1) noundef captures(none) %0) local_unnamed_addr #0 !dbg !13 {
  %2 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !16
  %3 = icmp eq i32 %2, 0, !dbg !20
  br i1 %3, label %4, label %10, !dbg !20

4:                                                ; preds = %1
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = add i32 %5, 1
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %0, align 4, !dbg !21, !tbaa !9
  store i32 %9, ptr addrspace(1) %8, align 4, !dbg !22, !tbaa !9
  store i32 %6, ptr addrspace(1) %0, align 4, !dbg !23, !tbaa !9
  br label %10, !dbg !24

10:                                               ; preds = %4, %1
  ret void, !dbg !25
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ticket(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #1 !dbg !26 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !27
  %4 = icmp eq i32 %3, 0, !dbg !29
  br i1 %4, label %5, label %10, !dbg !29

5:                                                ; preds = %2
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %7 = atomicrmw add ptr addrspace(1) %0, i32 1 syncscope("agent") monotonic, align 4, !dbg !30, !noalias.addrspace !34, !amdgpu.no.fine.grained.memory !15, !amdgpu.no.remote.memory !15
  %8 = zext i32 %7 to i64, !dbg !35
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %8, !dbg !35
  store i32 %6, ptr addrspace(1) %9, align 4, !dbg !36, !tbaa !9
  br label %10, !dbg !35

10:                                               ; preds = %5, %2
  ret void, !dbg !37
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @hist(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #2 !dbg !38 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !39
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !42
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12, !dbg !42
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !42, !range !45, !invariant.load !15, !noundef !15
  %7 = zext nneg i16 %6 to i32, !dbg !42
  %8 = mul i32 %3, %7, !dbg !46
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !47
  %10 = add i32 %8, %9, !dbg !49
  %11 = zext i32 %10 to i64, !dbg !50
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11, !dbg !50
  %13 = load i32, ptr addrspace(1) %12, align 4, !dbg !50, !tbaa !9
  %14 = and i32 %13, 15, !dbg !51
  %15 = zext nneg i32 %14 to i64, !dbg !52
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %15, !dbg !52
  %17 = atomicrmw add ptr addrspace(1) %16, i32 1 syncscope("agent") monotonic, align 4, !dbg !53, !noalias.addrspace !34, !amdgpu.no.fine.grained.memory !15, !amdgpu.no.remote.memory !15
  ret void, !dbg !55
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @fsum(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef captures(none) %1) local_unnamed_addr #2 !dbg !56 {
  %3 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !57
  %4 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr(), !dbg !59
  %5 = getelementptr inbounds nuw i8, ptr addrspace(4) %4, i64 12, !dbg !59
  %6 = load i16, ptr addrspace(4) %5, align 4, !dbg !59, !range !45, !invariant.load !15, !noundef !15
  %7 = zext nneg i16 %6 to i32, !dbg !59
  %8 = mul i32 %3, %7, !dbg !61
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !62
  %10 = add i32 %8, %9, !dbg !64
  %11 = zext i32 %10 to i64, !dbg !65
  %12 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %11, !dbg !65
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !65, !tbaa !66
  %14 = atomicrmw fadd ptr addrspace(1) %1, float %13 syncscope("agent") monotonic, align 4, !dbg !68, !noalias.addrspace !34, !amdgpu.no.fine.grained.memory !15, !amdgpu.no.remote.memory !15
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @late_flag(ptr addrspace(1) noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !72 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !73
  %5 = icmp eq i32 %4, 0, !dbg !75
  br i1 %5, label %6, label %24, !dbg !75

6:                                                ; preds = %2
  %7 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !76
  %8 = icmp eq i32 %7, 0, !dbg !78
  br i1 %8, label %9, label %21, !dbg !78

9:                                                ; preds = %6
  %10 = icmp eq i32 %1, 0, !dbg !79
  br i1 %10, label %11, label %14, !dbg !80

11:                                               ; preds = %14, %9
  %12 = phi i32 [ 1, %9 ], [ %18, %14 ], !dbg !81
  %13 = getelementptr inbounds nuw i8, ptr addrspace(1) %0, i64 4, !dbg !82
  store i32 %12, ptr addrspace(1) %13, align 4, !dbg !83, !tbaa !9
  store i32 1, ptr addrspace(1) %0, align 4, !dbg !84, !tbaa !9
  br label %24, !dbg !85

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %19, %14 ], [ 0, %9 ]
  %16 = phi i32 [ %18, %14 ], [ 1, %9 ]
  %17 = mul i32 %16, 3, !dbg !86
  %18 = add i32 %17, %15, !dbg !87
  %19 = add nuw i32 %15, 1, !dbg !88
  %20 = icmp eq i32 %19, %1, !dbg !79
  br i1 %20, label %11, label %14, !dbg !80, !llvm.loop !89

21:                                               ; preds = %6, %21
  %22 = load volatile i32, ptr %3, align 4, !dbg !92, !tbaa !9, !noalias.addrspace !93
  %23 = icmp eq i32 %22, 1, !dbg !94
  br i1 %23, label %21, label %24, !dbg !95, !llvm.loop !96

24:                                               ; preds = %21, %11, %2
  ret void, !dbg !98
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @late_relay(ptr addrspace(1) noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !99 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !100
  %4 = icmp eq i32 %3, 0, !dbg !102
  br i1 %4, label %5, label %17, !dbg !102

5:                                                ; preds = %2
  %6 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !103
  %7 = icmp ult i32 %6, %1, !dbg !105
  br i1 %7, label %8, label %12, !dbg !105

8:                                                ; preds = %5
  %9 = add nuw i32 %6, 1, !dbg !106
  %10 = zext i32 %9 to i64, !dbg !107
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %10, !dbg !107
  store i32 %6, ptr addrspace(1) %11, align 4, !dbg !108, !tbaa !9
  br label %17, !dbg !109

12:                                               ; preds = %5
  %13 = load i32, ptr addrspace(1) %0, align 4, !dbg !110, !tbaa !9
  %14 = add i32 %6, 1, !dbg !111
  %15 = zext i32 %14 to i64, !dbg !112
  %16 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %15, !dbg !112
  store i32 %13, ptr addrspace(1) %16, align 4, !dbg !113, !tbaa !9
  store i32 %14, ptr addrspace(1) %0, align 4, !dbg !114, !tbaa !9
  br label %17

17:                                               ; preds = %8, %12, %2
  ret void, !dbg !115
}

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define protected amdgpu_kernel void @early_error(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 !dbg !116 {
  %4 = addrspacecast ptr addrspace(1) %0 to ptr
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x(), !dbg !117
  %6 = icmp eq i32 %5, 0, !dbg !119
  br i1 %6, label %7, label %23, !dbg !119

7:                                                ; preds = %3
  %8 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x(), !dbg !120
  %9 = icmp eq i32 %8, 1, !dbg !122
  br i1 %9, label %12, label %10, !dbg !122

10:                                               ; preds = %7
  %11 = icmp eq i32 %2, 0, !dbg !123
  br i1 %11, label %23, label %14, !dbg !124

12:                                               ; preds = %7
  store volatile i32 1, ptr %4, align 4, !dbg !125, !tbaa !9, !noalias.addrspace !93
  br label %23, !dbg !126

13:                                               ; preds = %14
  br i1 %19, label %23, label %21, !dbg !127

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %17, %14 ], [ 0, %10 ]
  %16 = load volatile i32, ptr %4, align 4, !dbg !128, !tbaa !9, !noalias.addrspace !93
  %17 = add nuw i32 %15, 1, !dbg !129
  %18 = icmp ult i32 %17, %2, !dbg !123
  %19 = icmp eq i32 %16, 0, !dbg !130
  %20 = select i1 %18, i1 %19, i1 false, !dbg !130
  br i1 %20, label %14, label %13, !dbg !124, !llvm.loop !131

21:                                               ; preds = %13
  %22 = getelementptr inbounds nuw i8, ptr addrspace(1) %1, i64 4194304
  store i32 1, ptr addrspace(1) %22, align 4, !dbg !133, !tbaa !9
  br label %23, !dbg !134

23:                                               ; preds = %10, %13, %21, %12, %3
  ret void, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "sched.hip", directory: "crates/xlane-ir/tests/kernels", checksumkind: CSK_MD5, checksum: "d0c327ff8e03341ac6337520b6046972")
!2 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!3 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !DISubprogram(name: "relay", scope: !1, file: !1, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "get_x", scope: !18, file: !18, line: 43, type: !14, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!18 = !DIFile(filename: "./../../../../tests/kernels/include/hip_lite.h", directory: "crates/xlane-ir/tests/kernels", checksumkind: CSK_MD5, checksum: "6b0e97aac1823f1f620d265ed005c111")
!19 = distinct !DILocation(line: 11, column: 17, scope: !13)
!20 = !DILocation(line: 11, column: 19, scope: !13)
!21 = !DILocation(line: 13, column: 18, scope: !13)
!22 = !DILocation(line: 13, column: 16, scope: !13)
!23 = !DILocation(line: 14, column: 12, scope: !13)
!24 = !DILocation(line: 15, column: 3, scope: !13)
!25 = !DILocation(line: 16, column: 1, scope: !13)
!26 = distinct !DISubprogram(name: "ticket", scope: !1, file: !1, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!27 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !28)
!28 = distinct !DILocation(line: 20, column: 17, scope: !26)
!29 = !DILocation(line: 20, column: 19, scope: !26)
!30 = !DILocation(line: 274, column: 1, scope: !31, inlinedAt: !33)
!31 = distinct !DISubprogram(name: "atomicAdd", scope: !32, file: !32, line: 274, type: !14, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!32 = !DIFile(filename: "./../../../../tests/kernels/include/xl_common.h", directory: "crates/xlane-ir/tests/kernels", checksumkind: CSK_MD5, checksum: "b9e235f5be7e36667d741d2d4b8cc816")
!33 = distinct !DILocation(line: 20, column: 31, scope: !26)
!34 = !{i32 5, i32 6}
!35 = !DILocation(line: 20, column: 25, scope: !26)
!36 = !DILocation(line: 20, column: 55, scope: !26)
!37 = !DILocation(line: 21, column: 1, scope: !26)
!38 = distinct !DISubprogram(name: "hist", scope: !1, file: !1, line: 24, type: !14, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = !DILocation(line: 45, column: 36, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "get_x", scope: !18, file: !18, line: 45, type: !14, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!41 = distinct !DILocation(line: 25, column: 20, scope: !38)
!42 = !DILocation(line: 47, column: 36, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "get_x", scope: !18, file: !18, line: 47, type: !14, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 25, column: 33, scope: !38)
!45 = !{i16 1, i16 1025}
!46 = !DILocation(line: 25, column: 22, scope: !38)
!47 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !48)
!48 = distinct !DILocation(line: 25, column: 47, scope: !38)
!49 = !DILocation(line: 25, column: 35, scope: !38)
!50 = !DILocation(line: 26, column: 19, scope: !38)
!51 = !DILocation(line: 26, column: 25, scope: !38)
!52 = !DILocation(line: 26, column: 14, scope: !38)
!53 = !DILocation(line: 274, column: 1, scope: !31, inlinedAt: !54)
!54 = distinct !DILocation(line: 26, column: 3, scope: !38)
!55 = !DILocation(line: 27, column: 1, scope: !38)
!56 = distinct !DISubprogram(name: "fsum", scope: !1, file: !1, line: 30, type: !14, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!57 = !DILocation(line: 45, column: 36, scope: !40, inlinedAt: !58)
!58 = distinct !DILocation(line: 31, column: 30, scope: !56)
!59 = !DILocation(line: 47, column: 36, scope: !43, inlinedAt: !60)
!60 = distinct !DILocation(line: 31, column: 43, scope: !56)
!61 = !DILocation(line: 31, column: 32, scope: !56)
!62 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !63)
!63 = distinct !DILocation(line: 31, column: 57, scope: !56)
!64 = !DILocation(line: 31, column: 45, scope: !56)
!65 = !DILocation(line: 31, column: 18, scope: !56)
!66 = !{!67, !67, i64 0}
!67 = !{!"float", !11, i64 0}
!68 = !DILocation(line: 276, column: 1, scope: !69, inlinedAt: !70)
!69 = distinct !DISubprogram(name: "atomicAdd", scope: !32, file: !32, line: 276, type: !14, scopeLine: 276, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!70 = distinct !DILocation(line: 31, column: 3, scope: !56)
!71 = !DILocation(line: 32, column: 1, scope: !56)
!72 = distinct !DISubprogram(name: "late_flag", scope: !1, file: !1, line: 38, type: !14, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!73 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !74)
!74 = distinct !DILocation(line: 39, column: 17, scope: !72)
!75 = !DILocation(line: 39, column: 19, scope: !72)
!76 = !DILocation(line: 45, column: 36, scope: !40, inlinedAt: !77)
!77 = distinct !DILocation(line: 40, column: 18, scope: !72)
!78 = !DILocation(line: 40, column: 20, scope: !72)
!79 = !DILocation(line: 42, column: 25, scope: !72)
!80 = !DILocation(line: 42, column: 7, scope: !72)
!81 = !DILocation(line: 0, scope: !72)
!82 = !DILocation(line: 43, column: 7, scope: !72)
!83 = !DILocation(line: 43, column: 15, scope: !72)
!84 = !DILocation(line: 44, column: 15, scope: !72)
!85 = !DILocation(line: 45, column: 5, scope: !72)
!86 = !DILocation(line: 42, column: 41, scope: !72)
!87 = !DILocation(line: 42, column: 46, scope: !72)
!88 = !DILocation(line: 42, column: 31, scope: !72)
!89 = distinct !{!89, !80, !90, !91}
!90 = !DILocation(line: 42, column: 48, scope: !72)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 46, column: 14, scope: !72)
!93 = !{i32 2, i32 10}
!94 = !DILocation(line: 46, column: 40, scope: !72)
!95 = !DILocation(line: 46, column: 7, scope: !72)
!96 = distinct !{!96, !95, !97, !91}
!97 = !DILocation(line: 47, column: 7, scope: !72)
!98 = !DILocation(line: 50, column: 1, scope: !72)
!99 = distinct !DISubprogram(name: "late_relay", scope: !1, file: !1, line: 56, type: !14, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!100 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !101)
!101 = distinct !DILocation(line: 57, column: 17, scope: !99)
!102 = !DILocation(line: 57, column: 19, scope: !99)
!103 = !DILocation(line: 45, column: 36, scope: !40, inlinedAt: !104)
!104 = distinct !DILocation(line: 58, column: 22, scope: !99)
!105 = !DILocation(line: 59, column: 11, scope: !99)
!106 = !DILocation(line: 60, column: 13, scope: !99)
!107 = !DILocation(line: 60, column: 7, scope: !99)
!108 = !DILocation(line: 60, column: 18, scope: !99)
!109 = !DILocation(line: 61, column: 5, scope: !99)
!110 = !DILocation(line: 62, column: 20, scope: !99)
!111 = !DILocation(line: 62, column: 13, scope: !99)
!112 = !DILocation(line: 62, column: 7, scope: !99)
!113 = !DILocation(line: 62, column: 18, scope: !99)
!114 = !DILocation(line: 63, column: 14, scope: !99)
!115 = !DILocation(line: 66, column: 1, scope: !99)
!116 = distinct !DISubprogram(name: "early_error", scope: !1, file: !1, line: 74, type: !14, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!117 = !DILocation(line: 43, column: 38, scope: !17, inlinedAt: !118)
!118 = distinct !DILocation(line: 75, column: 17, scope: !116)
!119 = !DILocation(line: 75, column: 19, scope: !116)
!120 = !DILocation(line: 45, column: 36, scope: !40, inlinedAt: !121)
!121 = distinct !DILocation(line: 76, column: 18, scope: !116)
!122 = !DILocation(line: 76, column: 20, scope: !116)
!123 = !DILocation(line: 80, column: 25, scope: !116)
!124 = !DILocation(line: 80, column: 7, scope: !116)
!125 = !DILocation(line: 77, column: 33, scope: !116)
!126 = !DILocation(line: 78, column: 5, scope: !116)
!127 = !DILocation(line: 81, column: 11, scope: !116)
!128 = !DILocation(line: 80, column: 51, scope: !116)
!129 = !DILocation(line: 80, column: 40, scope: !116)
!130 = !DILocation(line: 80, column: 29, scope: !116)
!131 = distinct !{!131, !124, !132, !91}
!132 = !DILocation(line: 80, column: 75, scope: !116)
!133 = !DILocation(line: 81, column: 31, scope: !116)
!134 = !DILocation(line: 81, column: 17, scope: !116)
!135 = !DILocation(line: 84, column: 1, scope: !116)
