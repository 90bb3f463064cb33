; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_minmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !12
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !13
  %8 = and i32 %7, 96, !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !14
  %10 = shl i32 %9, 8, !dbg !14
  %11 = and i32 %6, 31, !dbg !15
  %12 = or disjoint i32 %8, %11, !dbg !15
  %13 = shl nuw nsw i32 %12, 1, !dbg !15
  %14 = or disjoint i32 %13, %10, !dbg !14
  %15 = or disjoint i32 %14, 1, !dbg !14
  %16 = or i32 %10, %6, !dbg !14
  %17 = icmp slt i32 %14, %2, !dbg !16
  %18 = icmp slt i32 %15, %2, !dbg !16
  %19 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !17
  %20 = shl i32 %14, 2, !dbg !17
  %21 = select i1 %17, i32 %20, i32 -2147483648, !dbg !17
  %22 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %21, i32 0, i32 0), !dbg !17
  %23 = shl i32 %15, 2, !dbg !17
  %24 = select i1 %18, i32 %23, i32 -2147483648, !dbg !17
  %25 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %24, i32 0, i32 0), !dbg !17
  %26 = srem i32 %16, 16, !dbg !18
  %bc = bitcast float %22 to <1 x i32>, !dbg !13
  %27 = extractelement <1 x i32> %bc, i64 0, !dbg !13
  %bc1 = bitcast float %25 to <1 x i32>, !dbg !13
  %28 = extractelement <1 x i32> %bc1, i64 0, !dbg !13
  %29 = sext i32 %26 to i64, !dbg !13
  %30 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %29, !dbg !13
  %31 = icmp slt i32 %27, 0, !dbg !13
  %32 = icmp slt i32 %28, 0, !dbg !13
  %33 = xor i1 %31, true, !dbg !13
  %34 = xor i1 %32, true, !dbg !13
  %35 = and i1 %17, %33, !dbg !13
  %36 = and i1 %18, %34, !dbg !13
  %37 = shl nuw nsw i32 %12, 2, !dbg !13
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %37, !dbg !13
  store float %22, ptr addrspace(3) %38, align 4, !dbg !13
  %39 = xor i32 %37, 576, !dbg !13
  %40 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !13
  store float %25, ptr addrspace(3) %40, align 4, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %41 = and i32 %13, 252, !dbg !13
  %42 = and i32 %6, 1, !dbg !13
  %43 = icmp eq i32 %42, 0, !dbg !13
  %44 = select i1 %43, i32 0, i32 576, !dbg !13
  %45 = xor i32 %41, %44, !dbg !13
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !13
  %47 = load <1 x i32>, ptr addrspace(3) %46, align 4, !dbg !13
  %48 = extractelement <1 x i32> %47, i64 0, !dbg !13
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) %46, i32 256, !dbg !13
  %50 = load <1 x i32>, ptr addrspace(3) %49, align 4, !dbg !13
  %51 = extractelement <1 x i32> %50, i64 0, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %52 = zext i1 %35 to i8, !dbg !13
  %53 = zext i1 %36 to i8, !dbg !13
  %54 = shl nuw nsw i32 %11, 2, !dbg !13
  %55 = lshr i32 %7, 4, !dbg !13
  %56 = and i32 %55, 2, !dbg !13
  %57 = and i32 %7, 64, !dbg !13
  %58 = lshr exact i32 %57, 6, !dbg !13
  %59 = or disjoint i32 %56, %58, !dbg !13
  %60 = or disjoint i32 %59, %54, !dbg !13
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !13
  %62 = insertelement <1 x i8> poison, i8 %52, i64 0, !dbg !13
  store <1 x i8> %62, ptr addrspace(3) %61, align 1, !dbg !13
  %63 = xor i32 %60, 192, !dbg !13
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %63, !dbg !13
  %65 = insertelement <1 x i8> poison, i8 %53, i64 0, !dbg !13
  store <1 x i8> %65, ptr addrspace(3) %64, align 1, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %66 = and i32 %13, 124, !dbg !13
  %67 = select i1 %43, i32 0, i32 192, !dbg !13
  %68 = lshr exact i32 %57, 5, !dbg !13
  %69 = xor i32 %66, %67, !dbg !13
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !13
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %70, i32 %69, !dbg !13
  %72 = load <16 x i1>, ptr addrspace(3) %71, align 2, !dbg !13
  %73 = extractelement <16 x i1> %72, i64 0, !dbg !13
  %74 = extractelement <16 x i1> %72, i64 8, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  br i1 %73, label %75, label %77, !dbg !13

75:                                               ; preds = %5
  %76 = atomicrmw max ptr addrspace(1) %30, i32 %48 syncscope("agent") release, align 4, !dbg !13
  br label %77, !dbg !13

77:                                               ; preds = %75, %5
  br i1 %74, label %78, label %80, !dbg !13

78:                                               ; preds = %77
  %79 = atomicrmw max ptr addrspace(1) %30, i32 %51 syncscope("agent") acquire, align 4, !dbg !13
  br label %80, !dbg !13

80:                                               ; preds = %78, %77
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %81 = and i1 %31, %17, !dbg !13
  %82 = and i1 %32, %18, !dbg !13
  %83 = zext i1 %81 to i8, !dbg !13
  %84 = zext i1 %82 to i8, !dbg !13
  %85 = insertelement <1 x i8> poison, i8 %83, i64 0, !dbg !13
  store <1 x i8> %85, ptr addrspace(3) %61, align 1, !dbg !13
  %86 = insertelement <1 x i8> poison, i8 %84, i64 0, !dbg !13
  store <1 x i8> %86, ptr addrspace(3) %64, align 1, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %87 = load <16 x i1>, ptr addrspace(3) %71, align 2, !dbg !13
  %88 = extractelement <16 x i1> %87, i64 0, !dbg !13
  %89 = extractelement <16 x i1> %87, i64 8, !dbg !13
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  br i1 %88, label %90, label %92, !dbg !13

90:                                               ; preds = %80
  %91 = atomicrmw umin ptr addrspace(1) %30, i32 %48 syncscope("agent") release, align 4, !dbg !13
  br label %92, !dbg !13

92:                                               ; preds = %90, %80
  br i1 %89, label %93, label %95, !dbg !13

93:                                               ; preds = %92
  %94 = atomicrmw umin ptr addrspace(1) %30, i32 %51 syncscope("agent") acquire, align 4, !dbg !13
  br label %95, !dbg !13

95:                                               ; preds = %93, %92
  fence syncscope("workgroup") release, !dbg !13
  tail call void @llvm.amdgcn.s.barrier(), !dbg !13
  fence syncscope("workgroup") acquire, !dbg !13
  %96 = getelementptr i8, ptr addrspace(1) %30, i64 64, !dbg !12
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  br i1 %73, label %97, label %99, !dbg !12

97:                                               ; preds = %95
  %98 = atomicrmw min ptr addrspace(1) %96, i32 %48 syncscope("agent") release, align 4, !dbg !12
  br label %99, !dbg !12

99:                                               ; preds = %97, %95
  br i1 %74, label %100, label %102, !dbg !12

100:                                              ; preds = %99
  %101 = atomicrmw min ptr addrspace(1) %96, i32 %51 syncscope("agent") acquire, align 4, !dbg !12
  br label %102, !dbg !12

102:                                              ; preds = %100, %99
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  br i1 %88, label %103, label %105, !dbg !12

103:                                              ; preds = %102
  %104 = atomicrmw umax ptr addrspace(1) %96, i32 %48 syncscope("agent") release, align 4, !dbg !12
  br label %105, !dbg !12

105:                                              ; preds = %103, %102
  br i1 %89, label %106, label %108, !dbg !12

106:                                              ; preds = %105
  %107 = atomicrmw umax ptr addrspace(1) %96, i32 %51 syncscope("agent") acquire, align 4, !dbg !12
  br label %108, !dbg !12

108:                                              ; preds = %106, %105
  fence syncscope("workgroup") release, !dbg !12
  tail call void @llvm.amdgcn.s.barrier(), !dbg !12
  fence syncscope("workgroup") acquire, !dbg !12
  ret void, !dbg !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_minmax", linkageName: "atomic_minmax", scope: !1, file: !1, line: 239, type: !5, scopeLine: 239, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 247, column: 5, scope: !4)
!13 = !DILocation(line: 246, column: 5, scope: !4)
!14 = !DILocation(line: 243, column: 12, scope: !4)
!15 = !DILocation(line: 243, column: 39, scope: !4)
!16 = !DILocation(line: 244, column: 9, scope: !4)
!17 = !DILocation(line: 245, column: 9, scope: !4)
!18 = !DILocation(line: 246, column: 25, scope: !4)
!19 = !DILocation(line: 239, column: 1, scope: !4)
