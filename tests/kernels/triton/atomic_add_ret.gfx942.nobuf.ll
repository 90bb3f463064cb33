; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_add_ret(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !11
  %9 = and i32 %8, 448, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 10, !dbg !12
  %12 = and i32 %7, 63, !dbg !13
  %13 = or disjoint i32 %9, %12, !dbg !13
  %14 = shl nuw nsw i32 %13, 1, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !12
  %16 = or disjoint i32 %15, 1, !dbg !12
  %17 = or disjoint i32 %13, %11, !dbg !12
  %18 = or disjoint i32 %17, 512, !dbg !12
  %19 = icmp slt i32 %15, %3, !dbg !14
  %20 = icmp slt i32 %16, %3, !dbg !14
  %21 = icmp slt i32 %17, %3, !dbg !14
  %22 = icmp slt i32 %18, %3, !dbg !14
  %23 = sext i32 %16 to i64, !dbg !15
  %24 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %23, !dbg !15
  br i1 %19, label %25, label %29, !dbg !16

25:                                               ; preds = %6
  %26 = sext i32 %15 to i64
  %27 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %26
  %28 = load <1 x i32>, ptr addrspace(1) %27, align 4, !dbg !16
  br label %29, !dbg !16

29:                                               ; preds = %25, %6
  %30 = phi <1 x i32> [ %28, %25 ], [ zeroinitializer, %6 ], !dbg !16
  br i1 %20, label %31, label %33, !dbg !16

31:                                               ; preds = %29
  %32 = load <1 x i32>, ptr addrspace(1) %24, align 4, !dbg !16
  br label %33, !dbg !16

33:                                               ; preds = %31, %29
  %34 = phi <1 x i32> [ %32, %31 ], [ zeroinitializer, %29 ], !dbg !16
  %35 = sext i32 %18 to i64, !dbg !17
  %36 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %35, !dbg !17
  %37 = shl nuw nsw i32 %13, 2, !dbg !18
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %37, !dbg !18
  store <1 x i32> %30, ptr addrspace(3) %38, align 4, !dbg !18
  %39 = xor i32 %37, 2112, !dbg !18
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !18
  store <1 x i32> %34, ptr addrspace(3) %40, align 4, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %41 = and i32 %14, 1020, !dbg !18
  %42 = and i32 %7, 1, !dbg !18
  %43 = icmp eq i32 %42, 0, !dbg !18
  %44 = select i1 %43, i32 0, i32 2112, !dbg !18
  %45 = xor i32 %41, %44, !dbg !18
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !18
  %47 = load <1 x i32>, ptr addrspace(3) %46, align 4, !dbg !18
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %46, i32 1024, !dbg !18
  %49 = load <1 x i32>, ptr addrspace(3) %48, align 4, !dbg !18
  %50 = extractelement <1 x i32> %49, i64 0, !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  br i1 %21, label %51, label %56, !dbg !18

51:                                               ; preds = %33
  %52 = sext i32 %17 to i64
  %53 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %52
  %54 = extractelement <1 x i32> %47, i64 0
  %55 = atomicrmw add ptr addrspace(1) %53, i32 %54 syncscope("agent") release, align 4, !dbg !18
  br label %56, !dbg !18

56:                                               ; preds = %51, %33
  %57 = phi i32 [ %55, %51 ], [ undef, %33 ], !dbg !18
  br i1 %22, label %58, label %60, !dbg !18

58:                                               ; preds = %56
  %59 = atomicrmw add ptr addrspace(1) %36, i32 %50 syncscope("agent") acquire, align 4, !dbg !18
  br label %60, !dbg !18

60:                                               ; preds = %58, %56
  %61 = phi i32 [ %59, %58 ], [ undef, %56 ], !dbg !18
  fence syncscope("workgroup") release, !dbg !18, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18, !mmra !19
  %62 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %23, !dbg !20
  %63 = insertelement <1 x i32> poison, i32 %57, i64 0, !dbg !11
  store <1 x i32> %63, ptr addrspace(3) %46, align 4, !dbg !11
  %64 = insertelement <1 x i32> poison, i32 %61, i64 0, !dbg !11
  store <1 x i32> %64, ptr addrspace(3) %48, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11, !mmra !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11, !mmra !19
  %65 = load <1 x i32>, ptr addrspace(3) %40, align 4, !dbg !11
  br i1 %19, label %66, label %70, !dbg !11

66:                                               ; preds = %60
  %67 = sext i32 %15 to i64
  %68 = getelementptr [4 x i8], ptr addrspace(1) %2, i64 %67
  %69 = load <1 x i32>, ptr addrspace(3) %38, align 4, !dbg !11
  store <1 x i32> %69, ptr addrspace(1) %68, align 4, !dbg !11
  br label %70, !dbg !11

70:                                               ; preds = %66, %60
  br i1 %20, label %71, label %72, !dbg !11

71:                                               ; preds = %70
  store <1 x i32> %65, ptr addrspace(1) %62, align 4, !dbg !11
  br label %72, !dbg !11

72:                                               ; preds = %71, %70
  ret void, !dbg !21
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
!4 = distinct !DISubprogram(name: "atomic_add_ret", linkageName: "atomic_add_ret", scope: !1, file: !1, line: 276, type: !5, scopeLine: 276, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 282, column: 5, scope: !4)
!12 = !DILocation(line: 278, column: 12, scope: !4)
!13 = !DILocation(line: 278, column: 39, scope: !4)
!14 = !DILocation(line: 279, column: 9, scope: !4)
!15 = !DILocation(line: 280, column: 17, scope: !4)
!16 = !DILocation(line: 280, column: 9, scope: !4)
!17 = !DILocation(line: 281, column: 25, scope: !4)
!18 = !DILocation(line: 281, column: 11, scope: !4)
!19 = !{!"amdgpu-synchronize-as", !"local"}
!20 = !DILocation(line: 282, column: 14, scope: !4)
!21 = !DILocation(line: 276, column: 1, scope: !4)
