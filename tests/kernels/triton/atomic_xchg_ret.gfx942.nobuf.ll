; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_xchg_ret(ptr addrspace(1) inreg nofree captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = and i32 %7, 448, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %10 = shl i32 %9, 10, !dbg !12
  %11 = and i32 %6, 63, !dbg !13
  %12 = or disjoint i32 %8, %11, !dbg !13
  %13 = shl nuw nsw i32 %12, 1, !dbg !13
  %14 = or disjoint i32 %13, %10, !dbg !12
  %15 = or disjoint i32 %14, 1, !dbg !12
  %16 = or disjoint i32 %12, %10, !dbg !12
  %17 = or disjoint i32 %16, 512, !dbg !12
  %18 = icmp slt i32 %14, %2, !dbg !14
  %19 = icmp slt i32 %15, %2, !dbg !14
  %20 = icmp slt i32 %16, %2, !dbg !14
  %21 = icmp slt i32 %17, %2, !dbg !14
  %22 = sext i32 %14 to i64, !dbg !15
  %23 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %22, !dbg !15
  %24 = sext i32 %15 to i64, !dbg !15
  %25 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %24, !dbg !15
  br i1 %18, label %26, label %28, !dbg !16

26:                                               ; preds = %5
  %27 = load <1 x i32>, ptr addrspace(1) %23, align 4, !dbg !16
  br label %28, !dbg !16

28:                                               ; preds = %26, %5
  %29 = phi <1 x i32> [ %27, %26 ], [ zeroinitializer, %5 ], !dbg !16
  br i1 %19, label %30, label %32, !dbg !16

30:                                               ; preds = %28
  %31 = load <1 x i32>, ptr addrspace(1) %25, align 4, !dbg !16
  br label %32, !dbg !16

32:                                               ; preds = %30, %28
  %33 = phi <1 x i32> [ %31, %30 ], [ zeroinitializer, %28 ], !dbg !16
  %34 = sext i32 %17 to i64, !dbg !17
  %35 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %34, !dbg !17
  %36 = shl nuw nsw i32 %12, 2, !dbg !18
  %37 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %36, !dbg !18
  store <1 x i32> %29, ptr addrspace(3) %37, align 4, !dbg !18
  %38 = xor i32 %36, 2112, !dbg !18
  %39 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %38, !dbg !18
  store <1 x i32> %33, ptr addrspace(3) %39, align 4, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %40 = and i32 %13, 1020, !dbg !18
  %41 = and i32 %6, 1, !dbg !18
  %42 = icmp eq i32 %41, 0, !dbg !18
  %43 = select i1 %42, i32 0, i32 2112, !dbg !18
  %44 = xor i32 %40, %43, !dbg !18
  %45 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %44, !dbg !18
  %46 = load <1 x i32>, ptr addrspace(3) %45, align 4, !dbg !18
  %47 = getelementptr inbounds nuw i8, ptr addrspace(3) %45, i32 1024, !dbg !18
  %48 = load <1 x i32>, ptr addrspace(3) %47, align 4, !dbg !18
  %49 = extractelement <1 x i32> %48, i64 0, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  br i1 %20, label %50, label %55, !dbg !18

50:                                               ; preds = %32
  %51 = sext i32 %16 to i64
  %52 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %51
  %53 = extractelement <1 x i32> %46, i64 0
  %54 = atomicrmw xchg ptr addrspace(1) %52, i32 %53 syncscope("agent") release, align 4, !dbg !18
  br label %55, !dbg !18

55:                                               ; preds = %50, %32
  %56 = phi i32 [ %54, %50 ], [ undef, %32 ], !dbg !18
  br i1 %21, label %57, label %59, !dbg !18

57:                                               ; preds = %55
  %58 = atomicrmw xchg ptr addrspace(1) %35, i32 %49 syncscope("agent") acquire, align 4, !dbg !18
  br label %59, !dbg !18

59:                                               ; preds = %57, %55
  %60 = phi i32 [ %58, %57 ], [ undef, %55 ], !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %61 = insertelement <1 x i32> poison, i32 %56, i64 0, !dbg !11
  store <1 x i32> %61, ptr addrspace(3) %45, align 4, !dbg !11
  %62 = insertelement <1 x i32> poison, i32 %60, i64 0, !dbg !11
  store <1 x i32> %62, ptr addrspace(3) %47, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !19
  %63 = load <1 x i32>, ptr addrspace(3) %39, align 4, !dbg !11
  br i1 %18, label %64, label %66, !dbg !11

64:                                               ; preds = %59
  %65 = load <1 x i32>, ptr addrspace(3) %37, align 4, !dbg !11
  store <1 x i32> %65, ptr addrspace(1) %23, align 4, !dbg !11
  br label %66, !dbg !11

66:                                               ; preds = %64, %59
  br i1 %19, label %67, label %68, !dbg !11

67:                                               ; preds = %66
  store <1 x i32> %63, ptr addrspace(1) %25, align 4, !dbg !11
  br label %68, !dbg !11

68:                                               ; preds = %67, %66
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_xchg_ret", linkageName: "atomic_xchg_ret", scope: !1, file: !1, line: 266, type: !5, scopeLine: 266, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 272, column: 5, scope: !4)
!12 = !DILocation(line: 268, column: 12, scope: !4)
!13 = !DILocation(line: 268, column: 39, scope: !4)
!14 = !DILocation(line: 269, column: 9, scope: !4)
!15 = !DILocation(line: 270, column: 17, scope: !4)
!16 = !DILocation(line: 270, column: 9, scope: !4)
!17 = !DILocation(line: 271, column: 26, scope: !4)
!18 = !DILocation(line: 271, column: 11, scope: !4)
!19 = !{!"amdgpu-synchronize-as", !"local"}
!20 = !DILocation(line: 266, column: 1, scope: !4)
