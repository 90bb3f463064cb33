; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @where2d(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !12
  %10 = and i32 %9, 64, !dbg !11
  %11 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %12 = shl i32 %11, 4, !dbg !13
  %13 = and i32 %8, 32, !dbg !14
  %14 = or disjoint i32 %10, %13, !dbg !14
  %15 = lshr exact i32 %14, 5, !dbg !14
  %16 = or disjoint i32 %15, %12, !dbg !13
  %17 = or disjoint i32 %16, 4, !dbg !13
  %18 = or disjoint i32 %16, 8, !dbg !13
  %19 = or disjoint i32 %16, 12, !dbg !13
  %20 = and i32 %8, 31, !dbg !12
  %21 = icmp slt i32 %16, %2, !dbg !15
  %22 = icmp slt i32 %17, %2, !dbg !15
  %23 = icmp slt i32 %18, %2, !dbg !15
  %24 = icmp slt i32 %19, %2, !dbg !15
  %25 = icmp slt i32 %20, %3, !dbg !16
  %26 = and i1 %25, %21, !dbg !17
  %27 = and i1 %25, %22, !dbg !17
  %28 = and i1 %25, %23, !dbg !17
  %29 = and i1 %25, %24, !dbg !17
  %30 = mul i32 %17, %4, !dbg !18
  %31 = mul i32 %18, %4, !dbg !18
  %32 = mul i32 %19, %4, !dbg !18
  %33 = sext i32 %30 to i64, !dbg !19
  %34 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %33, !dbg !19
  %35 = sext i32 %31 to i64, !dbg !19
  %36 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %35, !dbg !19
  %37 = sext i32 %32 to i64, !dbg !19
  %38 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %37, !dbg !19
  %39 = zext nneg i32 %20 to i64, !dbg !19
  %40 = getelementptr [4 x i8], ptr addrspace(1) %34, i64 %39, !dbg !19
  %41 = getelementptr [4 x i8], ptr addrspace(1) %36, i64 %39, !dbg !19
  %42 = getelementptr [4 x i8], ptr addrspace(1) %38, i64 %39, !dbg !19
  br i1 %26, label %43, label %49, !dbg !20

43:                                               ; preds = %7
  %44 = mul i32 %16, %4
  %45 = sext i32 %44 to i64
  %46 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %45
  %47 = getelementptr [4 x i8], ptr addrspace(1) %46, i64 %39
  %48 = load <1 x i32>, ptr addrspace(1) %47, align 4, !dbg !20
  br label %49, !dbg !20

49:                                               ; preds = %43, %7
  %50 = phi <1 x i32> [ %48, %43 ], [ zeroinitializer, %7 ], !dbg !20
  %51 = extractelement <1 x i32> %50, i64 0, !dbg !20
  br i1 %27, label %52, label %54, !dbg !20

52:                                               ; preds = %49
  %53 = load <1 x i32>, ptr addrspace(1) %40, align 4, !dbg !20
  br label %54, !dbg !20

54:                                               ; preds = %52, %49
  %55 = phi <1 x i32> [ %53, %52 ], [ zeroinitializer, %49 ], !dbg !20
  %56 = extractelement <1 x i32> %55, i64 0, !dbg !20
  br i1 %28, label %57, label %59, !dbg !20

57:                                               ; preds = %54
  %58 = load <1 x i32>, ptr addrspace(1) %41, align 4, !dbg !20
  br label %59, !dbg !20

59:                                               ; preds = %57, %54
  %60 = phi <1 x i32> [ %58, %57 ], [ zeroinitializer, %54 ], !dbg !20
  %61 = extractelement <1 x i32> %60, i64 0, !dbg !20
  br i1 %29, label %62, label %64, !dbg !20

62:                                               ; preds = %59
  %63 = load <1 x i32>, ptr addrspace(1) %42, align 4, !dbg !20
  br label %64, !dbg !20

64:                                               ; preds = %62, %59
  %65 = phi <1 x i32> [ %63, %62 ], [ zeroinitializer, %59 ], !dbg !20
  %66 = extractelement <1 x i32> %65, i64 0, !dbg !20
  %67 = icmp sgt i32 %56, 0, !dbg !21
  %68 = icmp sgt i32 %61, 0, !dbg !21
  %69 = icmp sgt i32 %66, 0, !dbg !21
  %.neg1 = mul i32 %56, -2, !dbg !22
  %.neg2 = mul i32 %61, -2, !dbg !22
  %.neg3 = mul i32 %66, -2, !dbg !22
  %70 = select i1 %67, i32 %56, i32 %.neg1, !dbg !23
  %71 = select i1 %68, i32 %61, i32 %.neg2, !dbg !23
  %72 = select i1 %69, i32 %66, i32 %.neg3, !dbg !23
  %73 = mul i32 %17, %3, !dbg !24
  %74 = mul i32 %18, %3, !dbg !24
  %75 = mul i32 %19, %3, !dbg !24
  %76 = sext i32 %73 to i64, !dbg !25
  %77 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %76, !dbg !25
  %78 = sext i32 %74 to i64, !dbg !25
  %79 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %78, !dbg !25
  %80 = sext i32 %75 to i64, !dbg !25
  %81 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %80, !dbg !25
  %82 = getelementptr [4 x i8], ptr addrspace(1) %77, i64 %39, !dbg !25
  %83 = getelementptr [4 x i8], ptr addrspace(1) %79, i64 %39, !dbg !25
  %84 = getelementptr [4 x i8], ptr addrspace(1) %81, i64 %39, !dbg !25
  %85 = icmp eq i32 %17, %20, !dbg !26
  %86 = icmp eq i32 %18, %20, !dbg !26
  %87 = icmp eq i32 %19, %20, !dbg !26
  %88 = select i1 %85, i32 1000, i32 %70, !dbg !27
  %89 = select i1 %86, i32 1000, i32 %71, !dbg !27
  %90 = select i1 %87, i32 1000, i32 %72, !dbg !27
  br i1 %26, label %91, label %101, !dbg !11

91:                                               ; preds = %64
  %92 = icmp eq i32 %16, %20, !dbg !26
  %93 = icmp sgt i32 %51, 0, !dbg !21
  %.neg = mul i32 %51, -2, !dbg !22
  %94 = select i1 %93, i32 %51, i32 %.neg, !dbg !23
  %95 = select i1 %92, i32 1000, i32 %94, !dbg !27
  %96 = insertelement <1 x i32> poison, i32 %95, i64 0, !dbg !11
  %97 = mul i32 %16, %3, !dbg !24
  %98 = sext i32 %97 to i64, !dbg !25
  %99 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %98, !dbg !25
  %100 = getelementptr [4 x i8], ptr addrspace(1) %99, i64 %39, !dbg !25
  store <1 x i32> %96, ptr addrspace(1) %100, align 4, !dbg !11
  br label %101, !dbg !11

101:                                              ; preds = %91, %64
  br i1 %27, label %102, label %104, !dbg !11

102:                                              ; preds = %101
  %103 = insertelement <1 x i32> poison, i32 %88, i64 0
  store <1 x i32> %103, ptr addrspace(1) %82, align 4, !dbg !11
  br label %104, !dbg !11

104:                                              ; preds = %102, %101
  br i1 %28, label %105, label %107, !dbg !11

105:                                              ; preds = %104
  %106 = insertelement <1 x i32> poison, i32 %89, i64 0
  store <1 x i32> %106, ptr addrspace(1) %83, align 4, !dbg !11
  br label %107, !dbg !11

107:                                              ; preds = %105, %104
  br i1 %29, label %108, label %110, !dbg !11

108:                                              ; preds = %107
  %109 = insertelement <1 x i32> poison, i32 %90, i64 0
  store <1 x i32> %109, ptr addrspace(1) %84, align 4, !dbg !11
  br label %110, !dbg !11

110:                                              ; preds = %108, %107
  ret void, !dbg !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "where2d", linkageName: "where2d", scope: !1, file: !1, line: 169, type: !5, scopeLine: 169, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 176, column: 5, scope: !4)
!12 = !DILocation(line: 172, column: 9, scope: !4)
!13 = !DILocation(line: 171, column: 9, scope: !4)
!14 = !DILocation(line: 171, column: 33, scope: !4)
!15 = !DILocation(line: 173, column: 10, scope: !4)
!16 = !DILocation(line: 173, column: 20, scope: !4)
!17 = !DILocation(line: 173, column: 9, scope: !4)
!18 = !DILocation(line: 174, column: 21, scope: !4)
!19 = !DILocation(line: 174, column: 17, scope: !4)
!20 = !DILocation(line: 174, column: 9, scope: !4)
!21 = !DILocation(line: 175, column: 18, scope: !4)
!22 = !DILocation(line: 175, column: 28, scope: !4)
!23 = !DILocation(line: 175, column: 9, scope: !4)
!24 = !DILocation(line: 176, column: 20, scope: !4)
!25 = !DILocation(line: 176, column: 14, scope: !4)
!26 = !DILocation(line: 176, column: 40, scope: !4)
!27 = !DILocation(line: 176, column: 31, scope: !4)
!28 = !DILocation(line: 169, column: 1, scope: !4)
